import {execFileSync} from 'node:child_process';
import type {LoadContext, Plugin} from '@docusaurus/types';

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

/** Runs git in `cwd` and returns its trimmed output; throws a plain message when git cannot run. */
function git(cwd: string, args: string[]): string {
  try {
    return execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    const {code, stderr} = error as {code?: string; stderr?: string};
    if (code === 'ENOENT') {
      throw new Error(
        'Each page shows the date of its last commit, read from git, and git is not installed. Install git (apt-get install git) and build again.',
      );
    }
    throw new Error(
      `Each page shows the date of its last commit, read from git, and \`git ${args.join(' ')}\` failed in ${cwd}: ${String(stderr ?? error).trim()}. Build from a git clone of the repository.`,
    );
  }
}

/**
 * Fails when the site folder is not a complete git clone: without git, or
 * in a shallow clone, Docusaurus would give pages no date or the date of
 * the clone's only commit, with no more than a warning.
 *
 * @throws Error naming what is wrong and how to fix it
 */
export function checkGitHistory(siteDir: string): void {
  if (git(siteDir, ['rev-parse', '--is-shallow-repository']) !== 'false') {
    throw new Error(
      `${siteDir} is a shallow git clone, so the pages' "Last updated" dates would be wrong. Fetch the whole history (git fetch --unshallow) or clone without --depth, and build again.`,
    );
  }
}

/**
 * Local plugin: the build stops when the pages' "Last updated" dates
 * (`showLastUpdateTime`) cannot be read from git ({@link checkGitHistory}).
 * Production builds only: `npm start` shows placeholder dates and reads no
 * history.
 */
export default function pageSourcePlugin({siteDir}: LoadContext): Plugin {
  return {
    name: 'page-source',
    loadContent() {
      if (process.env.NODE_ENV === 'production') checkGitHistory(siteDir);
    },
  };
}
