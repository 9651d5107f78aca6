import axe, {type AxeResults} from 'axe-core';
import type {Page} from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules every check runs by default. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What to check: only `rules` (axe rule ids) instead of {@link WCAG_TAGS}, only under `include`. */
export type AxeOptions = {
  rules?: string[];
  /** A CSS selector (list) of the parts of the page to check; default the whole document. */
  include?: string;
  /** The result lists axe fills in full (default violations only; the rest get one node each). */
  resultTypes?: ('violations' | 'incomplete' | 'passes' | 'inapplicable')[];
};

/**
 * Runs axe-core (https://github.com/dequelabs/axe-core, the version in
 * package.json) in the page as it is now. axe is injected once per document
 * and runs in the top frame only (the site has no iframes). Called directly
 * rather than through `@axe-core/playwright`, whose `analyze()` opens a
 * second page per call to finish the run (`finishRun` in
 * https://github.com/dequelabs/axe-core-npm/blob/develop/packages/playwright/src/index.ts): 4–8 s a call on a 2-core machine
 * against 1–2.5 s here for the same rules on the same page.
 */
export async function runAxe(page: Page, options: AxeOptions = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ({rules, include, resultTypes, tags}) =>
      (window as unknown as {axe: typeof axe}).axe.run(include ?? document, {
        runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: tags},
        resultTypes,
      }),
    {
      rules: options.rules,
      include: options.include,
      resultTypes: options.resultTypes ?? ['violations'],
      tags: WCAG_TAGS,
    },
  );
}

/** {@link runAxe}'s violations, one line per element: `rule: selector (help)`. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const {violations} = await runAxe(page, options);
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${violation.help})`),
  );
}
