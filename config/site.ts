/**
 * Constants shared by the site configuration, the theme and the tests.
 *
 * The documented release is ToolHive v0.2.1, tag `v0.2.1` (commit 81a5654f) of
 * https://github.com/stacklok/toolhive.
 */

/** The ToolHive release these docs describe; also the docs version label. */
export const TOOLHIVE_VERSION = 'v0.2.1';

/**
 * The section of the pages that are in no sidebar category (the home page,
 * the FAQ, …): its name in llms.txt, in the docs MCP server's `list_pages`
 * and in search records' lvl0, so that all three name sections alike.
 */
export const OVERVIEW_SECTION = 'Overview';

/** Public URL the site is deployed at; `SITE_URL` overrides it at build time. */
export const DEFAULT_SITE_URL = 'https://docs.stacklok.com';

/**
 * Copyright year shown in the footer: the year of the documented release
 * (v0.2.1 was tagged in July 2025). Fixed rather than computed, so a build
 * next year shows the same page.
 */
export const COPYRIGHT_YEAR = 2025;

/** Community links shown as icons in the navbar and footer. */
export const SOCIAL_LINKS = {
  github: {label: 'ToolHive on GitHub', href: 'https://github.com/stacklok/toolhive'},
  discord: {label: 'Stacklok community on Discord', href: 'https://discord.gg/stacklok'},
  youtube: {label: 'Stacklok on YouTube', href: 'https://www.youtube.com/@stacklok'},
  linkedin: {label: 'Stacklok on LinkedIn', href: 'https://www.linkedin.com/company/stacklok'},
  x: {label: 'Stacklok on X', href: 'https://x.com/stacklokHQ'},
} as const;

export type SocialIcon = keyof typeof SOCIAL_LINKS;

/**
 * The repository these docs are written in, on GitHub. "Edit this page"
 * links point into it (`plugins/page-source`), and "Was this page helpful?"
 * (`plugins/page-feedback`) and a search that found nothing
 * (`plugins/search/client/missingResults.ts`) open issues on it.
 */
export const DOCS_REPOSITORY = 'https://github.com/stacklok/docs-website';

/** The branch of {@link DOCS_REPOSITORY} that the site is built from. */
export const DOCS_BRANCH = 'main';

/** The organisation that publishes the site, for structured data (`plugins/structured-data`). */
export const PUBLISHER = {name: 'Stacklok', logo: '/img/logo.svg'} as const;
