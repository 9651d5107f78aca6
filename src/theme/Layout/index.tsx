import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {matchPath, useLocation} from '@docusaurus/router';
import routes from '@generated/routes';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';

import {twinPath} from '@site/plugins/llms/twin';

type Props = WrapperProps<typeof LayoutType>;

/** A route of `@generated/routes`, as far as matching goes. */
type RouteConfig = {path: string; exact?: boolean; sensitive?: boolean; routes?: RouteConfig[]};

/**
 * Whether a page of the site (a leaf route, not the catch-all) has this
 * exact path. Unknown paths render the not-found page inside the docs'
 * layout routes, so only a leaf route tells a page from it.
 */
function isPage(tree: readonly RouteConfig[], pathname: string): boolean {
  return tree.some((route) =>
    route.routes
      ? isPage(route.routes, pathname)
      : route.path !== '*' &&
        matchPath(pathname, {path: route.path, exact: true, sensitive: route.sensitive}) !== null,
  );
}

/**
 * The theme's Layout with the page's Markdown twin (written by
 * `plugins/llms`) named in the server-rendered head:
 * `<link rel="alternate" type="text/markdown" href="<route>.md">`. The
 * not-found page has no twin and gets no link.
 *
 * It lives here rather than in `plugins/llms/theme`: from a plugin's theme,
 * `@theme-original/Layout` would name that same plugin's component and
 * `@theme-init/Layout` the core's bare fallback Layout, not the classic
 * theme's (`createThemeAliases` in `@docusaurus/core` 3.8.1,
 * `lib/webpack/aliases/index.js`).
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      {isPage(routes as RouteConfig[], pathname) && (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinPath(pathname)} />
        </Head>
      )}
      <Layout {...props} />
    </>
  );
}
