/**
 * For tests only: the installed classic theme's own code block functions,
 * the reference `tests/unit/code-highlight-cases.test.ts` renders each case
 * against (the text the theme shows, and its highlighted lines).
 *
 * `@docusaurus/theme-common` exports them only from its internal entry
 * point, which pulls in the whole client runtime. So this reads the pure
 * part of its `lib/utils/codeBlockUtils.js` (everything between the imports
 * and the React context at the end) and evaluates it with the two modules
 * it uses.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import clsx from 'clsx';

import type {MagicComment} from '../../plugins/code-highlight/prism';

/** The metadata the theme's `createCodeBlockMetadata` returns, as far as tests read it. */
export type ThemeCodeBlockMetadata = {
  code: string;
  language: string;
  lineClassNames: Record<number, string[]>;
};

/** The theme's functions this module loads. */
export type ThemeCodeBlockUtils = {
  createCodeBlockMetadata: (params: {
    code: string;
    className?: string;
    language?: string;
    metastring?: string;
    magicComments: MagicComment[];
    defaultLanguage?: string;
  }) => ThemeCodeBlockMetadata;
};

/** The theme-common file read, relative to the package. */
export const CODE_BLOCK_UTILS = 'lib/utils/codeBlockUtils.js';

/**
 * Loads the installed theme's `createCodeBlockMetadata`.
 *
 * @throws Error saying what changed when the file no longer has the shape
 *   this reads (a Docusaurus upgrade): the imports it expects, the context
 *   that ends the pure part, or the function itself
 */
export function loadThemeCodeBlockUtils(): ThemeCodeBlockUtils {
  const require = createRequire(resolve('package.json'));
  // The package's main entry is lib/index.js.
  const packageDir = dirname(dirname(require.resolve('@docusaurus/theme-common')));
  const file = join(packageDir, CODE_BLOCK_UTILS);
  const source = readFileSync(file, 'utf8');
  const changed = (what: string) =>
    new Error(
      `@docusaurus/theme-common ${CODE_BLOCK_UTILS} changed shape (${what}); then update tests/support/theme-code-block.ts.`,
    );
  const end = source.indexOf('const CodeBlockContext = createContext');
  if (end < 0) throw changed('no CodeBlockContext after the pure functions');
  const imports = [...source.slice(0, end).matchAll(/^import .* from '([^']+)';$/gm)].map(
    (match) => match[1],
  );
  const expected = ['react', 'clsx', 'parse-numeric-range', './reactUtils'];
  if (imports.join() !== expected.join()) throw changed(`imports ${imports.join(', ')}`);
  const body = source
    .slice(0, end)
    .replace(/^import .*$/gm, '')
    .replace(/^export function /gm, 'function ');
  const rangeParser = createRequire(file)('parse-numeric-range') as unknown;
  const utils = new Function(
    'rangeParser',
    'clsx',
    `${body}\nreturn {createCodeBlockMetadata: typeof createCodeBlockMetadata === 'function' ? createCodeBlockMetadata : undefined};`,
  )(rangeParser, clsx) as Partial<ThemeCodeBlockUtils>;
  if (!utils.createCodeBlockMetadata) throw changed('no createCodeBlockMetadata');
  return utils as ThemeCodeBlockUtils;
}
