import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';

import {twinPath} from '../../twin';

type Props = WrapperProps<typeof LayoutType>;

/**
 * The theme's Layout with the page's Markdown twin announced in the
 * server-rendered head: `<link rel="alternate" type="text/markdown"
 * href="<route>.md">`. The not-found page, which Docusaurus renders under the
 * `native` route context (`@docusaurus/core` 3.8.1,
 * `lib/client/exports/ComponentCreator.js`), has no twin and gets no link.
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  return (
    <>
      {plugin.name !== 'native' && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinPath(pathname)} />
        </Head>
      )}
      <Layout {...props} />
    </>
  );
}
