import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
// @theme-init is the classic theme's component; in a plugin's theme folder,
// @theme-original would be this file itself (https://docusaurus.io/docs/advanced/client#theme-aliases).
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';

import PageFeedback from '../../../PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The theme's docs page footer (edit link, last update), then "Was this page helpful?". */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <PageFeedback title={metadata.title} />
    </>
  );
}
