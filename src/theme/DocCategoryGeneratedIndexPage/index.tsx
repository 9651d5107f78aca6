import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type PageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';

import {GeneratedIndexProvider} from '../../../plugins/generated-index/Extras';
import type {GeneratedIndexSource} from '../../../plugins/generated-index';
import PageJsonLd from '../../../plugins/structured-data/PageJsonLd';

type Props = WrapperProps<typeof PageType>;

/**
 * A generated-index page with what every docs page has: its JSON-LD
 * (`plugins/structured-data`), and above the previous and next links the
 * edit link, "Last updated" and the feedback question
 * (`plugins/generated-index`, through `DocPaginator`). A site theme
 * override: from a plugin's theme, `@theme-original` would skip
 * `plugins/card-descriptions`' wrapper of the same page.
 */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {categoryGeneratedIndex: index} = props;
  const source = usePluginData('generated-index') as GeneratedIndexSource | undefined;
  return (
    <GeneratedIndexProvider title={index.title}>
      <PageJsonLd
        title={index.title}
        description={index.description ?? ''}
        permalink={index.permalink}
        lastUpdatedAt={source?.lastUpdatedAt}
        image={index.image}
      />
      <DocCategoryGeneratedIndexPage {...props} />
    </GeneratedIndexProvider>
  );
}
