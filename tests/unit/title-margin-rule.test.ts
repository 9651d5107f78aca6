import postcss from 'postcss';
import {describe, expect, it} from 'vitest';

import {NARROW_SELECTOR, THEME_SELECTOR, narrowTitleRule} from '../../plugins/title-margin-rule';
import {packageFile} from '../support/packages';

/** The theme's stylesheet: an upgrade that changes the rule fails the first test. */
const THEME_CSS = packageFile(
  '@docusaurus/theme-classic',
  'lib/theme/DocItem/Layout/styles.module.css',
);

/** The selectors of each rule of `css` after the plugin, one list per rule. */
async function selectorsAfter(css: string): Promise<string[][]> {
  const result = await postcss([narrowTitleRule()]).process(css, {from: undefined});
  const rules: string[][] = [];
  result.root.walkRules((rule) => {
    rules.push(rule.selectors);
  });
  return rules;
}

describe('title-margin-rule: the rewrite', () => {
  it("narrows the theme's own rule and keeps its other selector and the rest of the file", async () => {
    expect(await selectorsAfter(THEME_CSS)).toEqual([
      [NARROW_SELECTOR, '.docItemContainer article > *:first-child'],
      ['.docItemCol'],
    ]);
  });

  it('leaves a rule without the selector alone, even one that nearly matches', async () => {
    const css = `.docItemContainer header + p { color: red; } .other header + * { margin: 0; }`;
    expect(await selectorsAfter(css)).toEqual([
      ['.docItemContainer header + p'],
      ['.other header + *'],
    ]);
  });

  it('rewrites the selector wherever it stands in a list', async () => {
    expect(await selectorsAfter(`a, ${THEME_SELECTOR} { margin-top: 0; }`)).toEqual([
      ['a', NARROW_SELECTOR],
    ]);
  });
});
