import React, {type ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
// @theme-init is the classic theme's component; in a plugin's theme folder,
// @theme-original would be this file itself (https://docusaurus.io/docs/advanced/client#theme-aliases).
import Metadata from '@theme-init/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';

import PageJsonLd from '../../../PageJsonLd';

type Props = WrapperProps<typeof MetadataType>;

/** The theme's docs page metadata, plus the page's JSON-LD in `<head>` (`PageJsonLd`). */
export default function MetadataWrapper(props: Props): ReactNode {
  const {metadata, frontMatter, assets} = useDoc();
  return (
    <>
      <Metadata {...props} />
      <PageJsonLd
        title={metadata.title}
        description={metadata.description}
        permalink={metadata.permalink}
        lastUpdatedAt={metadata.lastUpdatedAt ?? undefined}
        image={assets.image ?? frontMatter.image}
      />
    </>
  );
}
