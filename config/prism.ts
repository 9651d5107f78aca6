import type {PrismTheme} from 'prism-react-renderer';

/**
 * Prism languages beyond prism-react-renderer's own set that the docs' code
 * blocks use. Highlighting happens at build time (plugins/code-highlight).
 */
export const PRISM_LANGUAGES = ['bash', 'json', 'powershell', 'docker', 'promql', 'yaml'];

/**
 * Code highlighting themes whose every token colour reaches the WCAG AA
 * contrast ratio (4.5:1) on its background. The colours are GitHub's Primer
 * light and dark syntax palettes.
 */
export const lightCodeTheme: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#57606a', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#1f2328'}},
    {
      types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'],
      style: {color: '#0a3069'},
    },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'entity'],
      style: {color: '#0550ae'},
    },
    {types: ['keyword', 'atrule', 'selector', 'important', 'operator'], style: {color: '#cf222e'}},
    {types: ['function', 'class-name'], style: {color: '#8250df'}},
    {types: ['property', 'tag', 'attr-name', 'key'], style: {color: '#116329'}},
    {types: ['variable', 'parameter', 'assign-left', 'namespace'], style: {color: '#953800'}},
    {types: ['deleted'], style: {color: '#82071e'}},
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: {color: '#8b949e', fontStyle: 'italic'},
    },
    {types: ['punctuation'], style: {color: '#e6edf3'}},
    {
      types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'],
      style: {color: '#a5d6ff'},
    },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'builtin', 'entity'],
      style: {color: '#79c0ff'},
    },
    {types: ['keyword', 'atrule', 'selector', 'important', 'operator'], style: {color: '#ff7b72'}},
    {types: ['function', 'class-name'], style: {color: '#d2a8ff'}},
    {types: ['property', 'tag', 'attr-name', 'key'], style: {color: '#7ee787'}},
    {types: ['variable', 'parameter', 'assign-left', 'namespace'], style: {color: '#ffa657'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
  ],
};
