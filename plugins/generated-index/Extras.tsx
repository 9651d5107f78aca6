import React, {createContext, useContext, type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import EditMetaRow from '@theme/EditMetaRow';

import PageFeedback from '../page-feedback/PageFeedback';
import type {GeneratedIndexSource} from './index';

/** The title of the generated-index page being rendered; null elsewhere. */
const GeneratedIndexTitle = createContext<string | null>(null);

/** Marks its children as a generated-index page titled `title`, for {@link GeneratedIndexExtras}. */
export function GeneratedIndexProvider({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}): ReactNode {
  return <GeneratedIndexTitle.Provider value={title}>{children}</GeneratedIndexTitle.Provider>;
}

/**
 * On a generated-index page, what a docs page shows above its previous and
 * next links: the edit link and "Last updated" of `sidebars.ts`, then "Was
 * this page helpful?". Renders nothing on other pages.
 */
export function GeneratedIndexExtras(): ReactNode {
  const title = useContext(GeneratedIndexTitle);
  const source = usePluginData('generated-index') as GeneratedIndexSource | undefined;
  if (title === null || !source) return null;
  return (
    <>
      <EditMetaRow
        className="margin-top--md margin-bottom--sm"
        editUrl={source.editUrl}
        lastUpdatedAt={source.lastUpdatedAt}
        lastUpdatedBy={undefined}
      />
      <PageFeedback title={title} />
    </>
  );
}
