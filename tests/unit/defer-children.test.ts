/**
 * plugins/static-sections/recma.ts: MDX hands a static section its children
 * as a function, and the page renders the same HTML as without it.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {compile} from '@mdx-js/mdx';
import {createElement, type ComponentType} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {afterAll, afterEach, beforeAll, describe, expect, it, vi} from 'vitest';

import recmaDeferChildren from '../../plugins/static-sections/recma';

/** Git-ignored scratch folder inside the project, so that `react/jsx-runtime` resolves. */
const DIR = resolve('node_modules/.cache/defer-children-test');

/**
 * Stand-in for `@theme/StaticSection`: records what type of children it was
 * given and renders them, calling them when they are a function.
 */
const PROBE = `import {createElement} from 'react';
export const seen = [];
export default function StaticSection({children, ...props}) {
  seen.push(typeof children);
  return createElement('div', props, typeof children === 'function' ? children() : children);
}
`;

let file = 0;

/** Compiles `body` (MDX) after an import of the probe as StaticSection, and loads it. */
async function load(
  body: string,
  defer: boolean,
): Promise<{Content: ComponentType; code: string; seen: string[]}> {
  const source = `import StaticSection from './probe.mjs';\n\n${body}`;
  const code = String(
    await compile(source, {
      remarkPlugins: [remarkGfm],
      recmaPlugins: defer ? [[recmaDeferChildren, {components: ['StaticSection']}]] : [],
    }),
  );
  file += 1;
  const path = join(DIR, `page-${file}.mjs`);
  writeFileSync(path, code);
  const page = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as {
    default: ComponentType;
  };
  const probe = (await import(/* @vite-ignore */ pathToFileURL(join(DIR, 'probe.mjs')).href)) as {
    seen: string[];
  };
  probe.seen.length = 0;
  return {Content: page.default, code, seen: probe.seen};
}

const SECTIONS = `Before.

<StaticSection className="markdown">

## Heading

Text with \`code\` and a [link](/toolhive).

| A | B |
| - | - |
| 1 | 2 |

</StaticSection>

<StaticSection>only text</StaticSection>

<StaticSection>

<StaticSection>

## Nested

</StaticSection>

</StaticSection>
`;

describe('recmaDeferChildren', () => {
  const errors = vi.spyOn(console, 'error');

  beforeAll(() => {
    mkdirSync(DIR, {recursive: true});
    writeFileSync(join(DIR, 'probe.mjs'), PROBE);
  });
  afterAll(() => rmSync(DIR, {recursive: true, force: true}));
  afterEach(() => errors.mockClear());

  it('hands every static section its children as a function', async () => {
    const {Content, seen} = await load(SECTIONS, true);
    renderToStaticMarkup(createElement(Content));
    expect(seen).toEqual(['function', 'function', 'function', 'function']);
  });

  it('renders the same HTML as MDX without it, with no warning from React', async () => {
    const plain = await load(SECTIONS, false);
    const expected = renderToStaticMarkup(createElement(plain.Content));
    expect(plain.seen).toEqual(['object', 'string', 'object', 'object']);
    const deferred = await load(SECTIONS, true);
    expect(renderToStaticMarkup(createElement(deferred.Content))).toBe(expected);
    expect(expected).toContain('<h2>Heading</h2>');
    expect(errors).not.toHaveBeenCalled();
  });

  it('builds no element of a section until the section calls its children', async () => {
    const {code} = await load(SECTIONS, true);
    // Every element inside a section is created inside an arrow function.
    expect(code).toMatch(/_jsx\(StaticSection, \{\s*className: "markdown",\s*children: \(\) =>/);
    expect(code).not.toMatch(/_jsxs\(StaticSection/);
  });

  it('changes nothing in a page without static sections', async () => {
    for (const body of ['<div>\n\n## Heading\n\n</div>', 'Just text.']) {
      const plain = await load(body, false);
      const deferred = await load(body, true);
      expect(deferred.code).toBe(plain.code);
    }
  });
});
