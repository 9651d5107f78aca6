/**
 * Inline script (compiled by `plugins/inline-scripts`, see `earlyScript.ts`)
 * that draws the search modal's shell before the page is interactive; what
 * it does and how the bundles take over: `earlyKeys.ts`.
 *
 * The shell's markup follows DocSearch 3.9.0's modal (`DocSearchModal`, its
 * `SearchBox` and `Footer` in node_modules/@docsearch/react/dist/esm/index.js):
 * the same classes, the input's attributes (`maxlength` 64, `type=search`,
 * autocomplete off, …) and labels; its ids are its own
 * (`th-search-shell-…`), since DocSearch's modal is in the page for one
 * frame beside it. Unlike DocSearch's modal, whose backdrop has role
 * `button`, the shell's `.DocSearch-Modal` is a modal dialog and the
 * backdrop has no role. The dropdown stays empty. It sets no inline styles
 * and writes no HTML strings, so the CSP allows it by hash alone.
 */
import {SHELL_LABELS as L, type EarlySearchState, type EarlyWindow} from './earlyKeys';

// The icons of DocSearch 3.9.0's modal (node_modules/@docsearch/react/dist/esm/index.js:
// the search icon and the footer's key icons).
const SEARCH_ICON =
  'M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z';
const ENTER_ICON = 'M12 3.53088v3c0 1-1 2-2 2H4M7 11.53088l-3-3 3-3';
const DOWN_ICON = 'M7.5 3.5v8M10.5 8.5l-3 3-3-3';
const UP_ICON = 'M7.5 11.5v-8M10.5 6.5l-3-3-3 3';
const ESCAPE_ICON =
  'M13.6167 8.936c-.1065.3583-.6883.962-1.4875.962-.7993 0-1.653-.9165-1.653-2.1258v-.5678c0-1.2548.7896-2.1016 1.653-2.1016.8634 0 1.3601.4778 1.4875 1.0724M9 6c-.1352-.4735-.7506-.9219-1.46-.8972-.7092.0246-1.344.57-1.344 1.2166s.4198.8812 1.3445.9805C8.465 7.3992 8.968 7.9337 9 8.5c.032.5663-.454 1.398-1.4595 1.398C6.6593 9.898 6 9 5.963 8.4851m-1.4748.5368c-.2635.5941-.8099.876-1.5443.876s-1.7073-.6248-1.7073-2.204v-.4603c0-1.0416.721-2.131 1.7073-2.131.9864 0 1.6425 1.031 1.5443 2.2492h-2.956';

const d = document;
let back: Element | null = null;
const state: EarlySearchState = {
  queued: false,
  ready: false,
  shell: null,
  open,
  close,
  onClose: null,
};
(window as EarlyWindow).__thSearch = state;

/** Whether the reader is typing in a field, where `/` is text. */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element && (element.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(element.tagName)),
  );
}

/** A new element with `attrs` and `text`, appended to `parent`. */
function el(
  tag: string,
  parent: Element | null,
  attrs: Record<string, string> = {},
  text = '',
  svg = false,
): Element {
  const node = svg ? d.createElementNS('http://www.w3.org/2000/svg', tag) : d.createElement(tag);
  for (const name in attrs) node.setAttribute(name, attrs[name]!);
  if (text) node.textContent = text;
  if (parent) parent.appendChild(node);
  return node;
}

/** One of DocSearch's stroked icons, `size` pixels square. */
function icon(parent: Element, size: number, path: string, attrs: Record<string, string>): void {
  const svg = el('svg', parent, attrs, '', true);
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  const line = el(
    'path',
    svg,
    {
      d: path,
      stroke: 'currentColor',
      fill: 'none',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    },
    '',
    true,
  );
  if (size === 15) line.setAttribute('stroke-width', '1.2');
}

/** A footer entry: its keys (label, icon, label, icon, …) and its text. */
function command(list: Element, keys: string[], text: string): void {
  const item = el('li', list);
  for (let i = 0; i < keys.length; i += 2) {
    const kbd = el('kbd', item, {class: 'DocSearch-Commands-Key'});
    icon(kbd, 15, keys[i + 1]!, {'aria-label': keys[i]!, role: 'img'});
  }
  el('span', item, {class: 'DocSearch-Label'}, text);
}

function close(): void {
  if (!state.shell) return;
  state.shell.remove();
  state.shell = null;
  state.queued = false;
  d.body.classList.remove('DocSearch--active');
  if (back instanceof HTMLElement) back.focus();
  if (state.onClose) state.onClose();
}

function request(): void {
  state.queued = true;
  open();
}

function open(): void {
  if (state.shell || !d.body) return;
  back = d.activeElement;
  const shell = el('div', null, {class: 'DocSearch DocSearch-Container'}) as HTMLElement;
  state.shell = shell;
  const modal = el('div', shell, {
    class: 'DocSearch-Modal',
    role: 'dialog',
    'aria-modal': 'true',
    'aria-label': L.dialog,
  });
  const header = el('header', modal, {class: 'DocSearch-SearchBar'});
  const form = el('form', header, {class: 'DocSearch-Form'});
  const label = el('label', form, {
    class: 'DocSearch-MagnifierLabel',
    for: 'th-search-shell-input',
    id: 'th-search-shell-label',
  });
  icon(label, 20, SEARCH_ICON, {class: 'DocSearch-Search-Icon', 'aria-hidden': 'true'});
  el('span', label, {class: 'DocSearch-VisuallyHiddenForAccessibility'}, L.input);
  const input = el('input', form, {
    class: 'DocSearch-Input',
    'aria-autocomplete': 'both',
    'aria-labelledby': 'th-search-shell-label',
    id: 'th-search-shell-input',
    autocomplete: 'off',
    autocorrect: 'off',
    autocapitalize: 'off',
    enterkeyhint: 'search',
    spellcheck: 'false',
    placeholder: L.placeholder,
    maxlength: '64',
    type: 'search',
  }) as HTMLInputElement;
  el(
    'button',
    header,
    {class: 'DocSearch-Cancel', type: 'reset', 'aria-label': L.cancel},
    L.cancel,
  ).addEventListener('click', close);
  el('div', modal, {class: 'DocSearch-Dropdown'});
  const footer = el('footer', modal, {class: 'DocSearch-Footer'});
  el('div', footer, {class: 'DocSearch-Logo'});
  const list = el('ul', footer, {class: 'DocSearch-Commands'});
  command(list, [L.selectKey, ENTER_ICON], L.select);
  command(list, [L.downKey, DOWN_ICON, L.upKey, UP_ICON], L.navigate);
  command(list, [L.closeKey, ESCAPE_ICON], L.close);
  form.addEventListener('submit', (event) => event.preventDefault());
  shell.addEventListener('mousedown', (event) => {
    if (event.target === shell) close();
  });
  d.body.appendChild(shell);
  d.body.classList.add('DocSearch--active');
  input.focus();
}

window.addEventListener(
  'keydown',
  (event) => {
    if (state.ready) return;
    const key = (event.key || '').toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === 'k') {
      event.preventDefault();
      if (state.shell) close();
      else request();
    } else if (key === 'escape' && state.shell) {
      event.preventDefault();
      close();
    } else if (key === '/' && !state.shell && !typing(event.target)) {
      event.preventDefault();
      request();
    }
  },
  true,
);

d.addEventListener(
  'click',
  (event) => {
    const target = event.target as Element | null;
    if (state.ready || !target || !target.closest) return;
    if (target.closest('.DocSearch-Button')) request();
  },
  true,
);
