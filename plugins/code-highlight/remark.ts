import {createRequire} from 'node:module';
import {resolve} from 'node:path';
import {normalizeTokens, Prism} from 'prism-react-renderer';

import {PRISM_LANGUAGES} from '../../config/prism';
import {encodeLines, TOKENS_PROP} from './tokens';

/** An mdast node, as far as this plugin reads it. */
type MdastNode = {
  type: string;
  lang?: string | null;
  value?: string;
  children?: MdastNode[];
  data?: {hProperties?: Record<string, unknown>};
};

const require = createRequire(resolve('package.json'));
let languagesLoaded = false;

/**
 * Prism as the browser used to have it: prism-react-renderer's bundle plus
 * the site's `PRISM_LANGUAGES`, loaded the way Docusaurus's
 * `prism-include-languages` does (each Prism component file expects a
 * global `Prism`).
 */
function prism(): typeof Prism {
  if (!languagesLoaded) {
    const global = globalThis as {Prism?: unknown};
    const previous = global.Prism;
    global.Prism = Prism;
    for (const language of PRISM_LANGUAGES) require(`prismjs/components/prism-${language}`);
    global.Prism = previous;
    languagesLoaded = true;
  }
  return Prism;
}

/**
 * Highlights `code` written in `language` into encoded lines, exactly as
 * prism-react-renderer's `Highlight` would in the browser; a language Prism
 * does not know gives plain lines.
 */
export function highlight(code: string, language: string) {
  const grammar = prism().languages[language.toLowerCase()];
  return encodeLines(normalizeTokens(grammar ? Prism.tokenize(code, grammar) : [code]));
}

/**
 * Remark plugin: highlights every fenced code block at build time and puts
 * the result on the block's `<code>` element as the {@link TOKENS_PROP}
 * property (a JSON string of encoded lines), which the site's
 * `CodeBlock/Content` renders. The browser then needs no Prism. Mermaid
 * blocks are left to the Mermaid theme.
 */
export default function remarkCodeTokens() {
  return (tree: MdastNode): void => {
    const visit = (node: MdastNode) => {
      if (node.type === 'code' && node.lang !== 'mermaid' && typeof node.value === 'string') {
        node.data ??= {};
        node.data.hProperties = {
          ...node.data.hProperties,
          [TOKENS_PROP]: JSON.stringify(highlight(node.value, node.lang ?? 'text')),
        };
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
