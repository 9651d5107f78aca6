/**
 * The site's performance tricks, each of which can be switched off at build
 * time so that `npm run bench -- --ab` can measure what it is worth
 * (results in bench/RESULTS.md):
 *
 * - `html-shell`: the page's HTML shell starts the bundles after the first
 *   paint (`plugins/html-shell/index.ts`);
 * - `code-highlight`: code is highlighted at build time
 *   (`plugins/code-highlight/`);
 * - `card-descriptions`: docs pages do not download every doc's description,
 *   only generated-index pages get those of their cards
 *   (`plugins/card-descriptions/`);
 * - `offscreen-content`: on the page a reader opens, the API reference's
 *   sections after the first are rendered only as the reader scrolls near
 *   them (`plugins/offscreen-content/`).
 *
 * `SITE_TRICKS_OFF` lists the ones to leave out, separated by commas, or is
 * `all` (the stock Docusaurus behaviour for each). Unset, every trick is on.
 */
export const TRICKS = [
  'html-shell',
  'code-highlight',
  'card-descriptions',
  'offscreen-content',
] as const;

/** One of {@link TRICKS}. */
export type Trick = (typeof TRICKS)[number];

/**
 * The production code of each trick: folders and files, from the
 * repository root. READMEs and tests do not count. `npm run bench -- code`
 * counts their lines against the budget of speed-only code.
 */
export const TRICK_CODE: Readonly<Record<Trick, readonly string[]>> = {
  'html-shell': ['plugins/html-shell'],
  'code-highlight': ['plugins/code-highlight'],
  'card-descriptions': ['plugins/card-descriptions'],
  'offscreen-content': ['plugins/offscreen-content'],
};

/**
 * Speed-only code that is not one trick's: the switches themselves, search
 * that opens before the page is interactive, and Mermaid loaded only near
 * a diagram.
 */
export const SPEED_SUPPORT_CODE: Readonly<Record<string, readonly string[]>> = {
  'trick switches': ['config/tricks.ts'],
  'early search shell': ['plugins/search/earlyInline.ts', 'plugins/search/earlyScript.ts'],
  'lazy Mermaid': ['src/theme/Mermaid'],
};

/** The budget, in lines, of all speed-only production code. */
export const SPEED_CODE_BUDGET = 1500;

/**
 * The tricks `env.SITE_TRICKS_OFF` switches off.
 *
 * @throws Error naming the unknown entries, so that a typo does not
 *   silently benchmark the wrong build
 */
export function tricksOff(env: Record<string, string | undefined>): ReadonlySet<Trick> {
  const value = env.SITE_TRICKS_OFF?.trim() ?? '';
  if (value === 'all') return new Set(TRICKS);
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(TRICKS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `SITE_TRICKS_OFF names unknown tricks: ${unknown.join(', ')}. Known: ${TRICKS.join(', ')}, or all.`,
    );
  }
  return new Set(names as Trick[]);
}
