import {join} from 'node:path';
import {getFileCommitDate} from '@docusaurus/utils';
import type {Plugin} from '@docusaurus/types';

import {DOCS_BRANCH, DOCS_REPOSITORY} from '../../config/site';

/** The file that defines the generated-index pages (their title, description and cards). */
export const SIDEBARS_FILE = 'sidebars.ts';

/** What a generated-index page shows of its source, as the plugin's global data. */
export type GeneratedIndexSource = {
  /** "Edit this page": {@link SIDEBARS_FILE} on GitHub. */
  editUrl: string;
  /** Milliseconds since the epoch of the last commit of {@link SIDEBARS_FILE}; absent without git history. */
  lastUpdatedAt?: number;
};

/**
 * The edit link and date of the generated-index pages: both come from
 * {@link SIDEBARS_FILE}, where such a page is defined.
 *
 * @param siteDir the site folder (a git clone, unless `missingHistory` says otherwise)
 * @param missingHistory why git dates cannot be read (`missingGitHistory` in
 *   `plugins/page-source`), or undefined when they can
 * @throws the git error when the file has no commit (it is not tracked)
 */
export async function generatedIndexSource(
  siteDir: string,
  missingHistory: string | undefined,
): Promise<GeneratedIndexSource> {
  const editUrl = `${DOCS_REPOSITORY}/blob/${DOCS_BRANCH}/${SIDEBARS_FILE}`;
  if (missingHistory !== undefined) return {editUrl};
  const {timestamp} = await getFileCommitDate(join(siteDir, SIDEBARS_FILE), {age: 'newest'});
  return {editUrl, lastUpdatedAt: timestamp};
}

/**
 * Local plugin: the generated-index pages get what every docs page has
 * (see README.md). It reads their source's edit link and date at build
 * time and hands them to the theme as global data.
 *
 * @param missingHistory as for {@link generatedIndexSource}
 */
export default function generatedIndex(missingHistory: string | undefined) {
  return function generatedIndexPlugin(context: {siteDir: string}): Plugin {
    return {
      name: 'generated-index',
      loadContent: () => generatedIndexSource(context.siteDir, missingHistory),
      contentLoaded({content, actions}) {
        actions.setGlobalData(content);
      },
    };
  };
}
