/**
 * What `npm run bench -- responsiveness` loads, and how, shared with the
 * end-to-end tests that check the same loads for behaviour
 * (tests/e2e/layout-shift.spec.ts).
 */

/** The pages probed: home, a docs index, a long guide, a CLI page, search and the API page. */
export const KEY_PAGES = [
  '/',
  '/toolhive',
  '/toolhive/guides-cli/run-mcp-servers',
  '/toolhive/reference/cli/thv_run',
  '/search',
  '/toolhive/reference/api',
] as const;

/** Lighthouse's mobile CPU slowdown. */
export const CPU_SLOWDOWN = 4;

/** A phone's viewport, in CSS px. */
export const PHONE_VIEWPORT = {width: 412, height: 823};

/** A desktop's viewport, in CSS px. */
export const DESKTOP_VIEWPORT = {width: 1280, height: 720};
