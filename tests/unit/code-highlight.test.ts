import {describe, expect, it} from 'vitest';
import {normalizeTokens, Prism} from 'prism-react-renderer';

import {lightCodeTheme} from '../../plugins/code-highlight/prism';
import remarkCodeTokens, {highlight} from '../../plugins/code-highlight/remark';
import {CODE_THEME_CSS} from '../../plugins/code-highlight';
import {decodeLines, encodeLines, themeCss, tokenStyle} from '../../plugins/code-highlight/tokens';

describe('build-time code highlighting', () => {
  it('gives the tokens prism-react-renderer gives, for the added languages too', () => {
    const code = 'curl -fsSL https://example.com/install.sh\n\n# then\nthv list';
    const lines = decodeLines(JSON.stringify(highlight(code, 'bash')), code)!;
    expect(lines).toEqual(normalizeTokens(Prism.tokenize(code, Prism.languages.bash!)));
    expect(lines.flat().some((token) => token.types.includes('function'))).toBe(true);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });

  it('gives plain lines for a language Prism does not know', () => {
    expect(highlight('a\nb', 'no-such-language')).toEqual([[['plain', 'a']], [['plain', 'b']]]);
  });

  it('puts the tokens on fenced code blocks, but not on Mermaid diagrams', () => {
    const tree = {
      type: 'root',
      children: [
        {type: 'code', lang: 'json', value: '{"a": 1}'},
        {type: 'code', lang: 'mermaid', value: 'graph TD; A-->B'},
      ],
    };
    remarkCodeTokens()(tree);
    const [json, mermaid] = tree.children as {data?: {hProperties?: {tokens?: string}}}[];
    expect(JSON.parse(json!.data!.hProperties!.tokens!)).toEqual(
      encodeLines(normalizeTokens(Prism.tokenize('{"a": 1}', Prism.languages.json!))),
    );
    expect(mermaid!.data).toBeUndefined();
  });

  it('refuses tokens that do not spell the code', () => {
    const tokens = JSON.stringify(highlight('thv list', 'bash'));
    expect(decodeLines(tokens, 'thv list')).toBeDefined();
    expect(decodeLines(tokens, 'thv ls')).toBeUndefined();
    expect(decodeLines('not json', 'thv list')).toBeUndefined();
    expect(decodeLines(undefined, 'thv list')).toBeUndefined();
  });

  it('colours tokens per colour mode with CSS from the site themes', () => {
    const css = themeCss(lightCodeTheme, "[data-theme='light']");
    expect(css).toContain(
      "[data-theme='light'] .theme-code-block{--prism-color:#1f2328;--prism-background-color:#f6f8fa}",
    );
    expect(css).toContain("[data-theme='light'] .theme-code-block .token.string,");
    expect(css).toMatch(/\.token\.comment[^{]*\{color:#57606a;font-style:italic\}/);
    expect(CODE_THEME_CSS).toContain("[data-theme='dark'] .theme-code-block .token.property");
    const scoped = themeCss(
      {plain: {}, styles: [{types: ['key'], languages: ['yaml'], style: {color: 'red'}}]},
      '.x',
    );
    expect(scoped).toContain('.x .theme-code-block.language-yaml .token.key{color:red}');
  });

  it('gives only empty lines an inline style, to keep their height', () => {
    expect(tokenStyle({types: ['string'], content: '"x"'})).toBeUndefined();
    expect(tokenStyle({types: ['plain'], content: '\n', empty: true})).toEqual({
      display: 'inline-block',
    });
  });
});
