import {execFileSync} from 'node:child_process';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';

import {DOCS_BRANCH, DOCS_REPOSITORY} from '../../config/site';

/**
 * Generated pages and the data file each is made from (paths from the
 * repository root; see README.md, "Generated reference pages"). A reader
 * who wants to change such a page has to change its data file.
 */
export const GENERATED_PAGES: readonly {page: RegExp; source: string}[] = [
  {page: /^docs\/toolhive\/reference\/cli\/thv[^/]*\.mdx$/, source: 'reference/cli/commands.json'},
  {page: /^docs\/toolhive\/reference\/crd-spec\.mdx$/, source: 'reference/crd/mcpserver.json'},
  {page: /^docs\/toolhive\/reference\/registry\.mdx$/, source: 'reference/registry/servers.json'},
  {page: /^docs\/toolhive\/reference\/api\.mdx$/, source: 'static/api-specs/toolhive-api.yaml'},
];

/**
 * The file a reader edits to change a page: the page's own source, or the
 * data file of a generated page ({@link GENERATED_PAGES}).
 *
 * @param pagePath the page's source, from the repository root (`docs/toolhive/faq.mdx`)
 * @returns a path from the repository root
 */
export function sourceOfPage(pagePath: string): string {
  return GENERATED_PAGES.find(({page}) => page.test(pagePath))?.source ?? pagePath;
}

/**
 * The docs preset's `editUrl`: the page's source file
 * ({@link sourceOfPage}) on GitHub, in {@link DOCS_REPOSITORY} at
 * {@link DOCS_BRANCH}.
 *
 * @param versionDocsDirPath the docs folder, from the site folder (`docs`)
 * @param docPath the page, from the docs folder (`toolhive/faq.mdx`)
 */
export function editUrl({
  versionDocsDirPath,
  docPath,
}: {
  versionDocsDirPath: string;
  docPath: string;
}): string {
  return `${DOCS_REPOSITORY}/blob/${DOCS_BRANCH}/${sourceOfPage(`${versionDocsDirPath}/${docPath}`)}`;
}

/**
 * Why the pages' "Last updated" dates (`showLastUpdateTime`) cannot be
 * read from git in `siteDir`, or `undefined` when they can. Docusaurus
 * 3.8.1 reads each page's date with `git log` on the page's file
 * (`getFileCommitDate`,
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-utils/src/gitUtils.ts):
 * outside a git clone (a source archive) the build stops, and in a shallow
 * clone every page gets the date of the clone's only commit.
 *
 * @param siteDir the site folder
 * @returns a sentence naming what is missing, without a full stop
 */
export function missingGitHistory(siteDir: string): string | undefined {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
    return shallow === 'false'
      ? undefined
      : `${siteDir} is a shallow git clone, whose one commit would date every page`;
  } catch (error) {
    return (error as {code?: string}).code === 'ENOENT'
      ? 'git is not installed'
      : `${siteDir} is not a git clone (a source archive, perhaps)`;
  }
}

/**
 * The warning a build prints, once, when pages go without their dates.
 *
 * @param why what {@link missingGitHistory} returned
 */
export function noDatesWarning(why: string): string {
  return `Pages show no "Last updated" date: ${why}. Build from a full git clone (or run git fetch --unshallow) to show them.`;
}

/**
 * Local plugin: when the pages' dates cannot be read from git (the docs
 * preset's `showLastUpdateTime` is then off, see `docusaurus.config.ts`),
 * a production build says so once, naming why ({@link noDatesWarning}).
 *
 * @param missingHistory what {@link missingGitHistory} returned for the site
 * @returns the plugin, for the site config's `plugins`
 */
export default function pageSource(missingHistory: string | undefined): () => Plugin {
  return function pageSourcePlugin() {
    return {
      name: 'page-source',
      loadContent() {
        if (missingHistory && process.env.NODE_ENV === 'production') {
          logger.warn(noDatesWarning(missingHistory));
        }
      },
    };
  };
}
