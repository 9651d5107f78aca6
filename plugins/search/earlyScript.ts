/**
 * The inline script that draws the search modal's shell before the page is
 * interactive (what it does: `earlyKeys.ts`). It is a module of its own so
 * that the site's bundles, which import `earlyKeys.ts`, do not carry its
 * text. The script is constant, so the production CSP allows it by hash
 * (plugins/nginx); it sets no inline styles and writes no HTML strings.
 */
import {SHELL_LABELS} from './earlyKeys';

// The icons of DocSearch 3.9.0's modal (node_modules/@docsearch/react/dist/esm/index.js:
// the search icon and the footer's key icons).
const SEARCH_ICON =
  'M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z';
const ENTER_ICON = 'M12 3.53088v3c0 1-1 2-2 2H4M7 11.53088l-3-3 3-3';
const DOWN_ICON = 'M7.5 3.5v8M10.5 8.5l-3 3-3-3';
const UP_ICON = 'M7.5 11.5v-8M10.5 6.5l-3-3-3 3';
const ESCAPE_ICON =
  'M13.6167 8.936c-.1065.3583-.6883.962-1.4875.962-.7993 0-1.653-.9165-1.653-2.1258v-.5678c0-1.2548.7896-2.1016 1.653-2.1016.8634 0 1.3601.4778 1.4875 1.0724M9 6c-.1352-.4735-.7506-.9219-1.46-.8972-.7092.0246-1.344.57-1.344 1.2166s.4198.8812 1.3445.9805C8.465 7.3992 8.968 7.9337 9 8.5c.032.5663-.454 1.398-1.4595 1.398C6.6593 9.898 6 9 5.963 8.4851m-1.4748.5368c-.2635.5941-.8099.876-1.5443.876s-1.7073-.6248-1.7073-2.204v-.4603c0-1.0416.721-2.131 1.7073-2.131.9864 0 1.6425 1.031 1.5443 2.2492h-2.956';

const L = SHELL_LABELS;

/**
 * The inline script. The shell's markup follows DocSearch 3.9.0's modal
 * (`DocSearchModal`, its `SearchBox` and `Footer` in
 * node_modules/@docsearch/react/dist/esm/index.js): the same classes, the
 * input's attributes (`maxlength` 64, `type=search`, autocomplete off, …) and
 * labels; its ids are its own (`th-search-shell-…`), since DocSearch's modal
 * is in the page for one frame beside it. Unlike DocSearch's modal, whose
 * backdrop has role `button`, the shell's `.DocSearch-Modal` is a modal
 * dialog and the backdrop has no role. The dropdown stays empty.
 */
export const EARLY_KEYS_SCRIPT = `(function() {
  var d = document, state = window.__thSearch = {queued: false, ready: false, shell: null, open: open, close: close, onClose: null}, back;
  function typing(target) {
    return target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
  }
  function el(tag, parent, attrs, text, svg) {
    var node = svg ? d.createElementNS('http://www.w3.org/2000/svg', tag) : d.createElement(tag);
    for (var name in attrs) node.setAttribute(name, attrs[name]);
    if (text) node.textContent = text;
    if (parent) parent.appendChild(node);
    return node;
  }
  function icon(parent, size, path, attrs) {
    var svg = el('svg', parent, attrs, '', 1);
    svg.setAttribute('width', size);
    svg.setAttribute('height', size);
    svg.setAttribute('viewBox', '0 0 ' + size + ' ' + size);
    path = el('path', svg, {d: path, stroke: 'currentColor', fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round'}, '', 1);
    if (size == 15) path.setAttribute('stroke-width', '1.2');
  }
  function command(list, keys, text) {
    var item = el('li', list);
    for (var i = 0; i < keys.length; i += 2) icon(el('kbd', item, {'class': 'DocSearch-Commands-Key'}), 15, keys[i + 1], {'aria-label': keys[i], role: 'img'});
    el('span', item, {'class': 'DocSearch-Label'}, text);
  }
  function close() {
    if (!state.shell) return;
    state.shell.remove();
    state.shell = null;
    state.queued = false;
    d.body.classList.remove('DocSearch--active');
    if (back && back.focus) back.focus();
    if (state.onClose) state.onClose();
  }
  function request() {
    state.queued = true;
    open();
  }
  function open() {
    if (state.shell || !d.body) return;
    back = d.activeElement;
    var shell = state.shell = el('div', null, {'class': 'DocSearch DocSearch-Container'});
    var modal = el('div', shell, {'class': 'DocSearch-Modal', role: 'dialog', 'aria-modal': 'true', 'aria-label': ${JSON.stringify(L.dialog)}});
    var header = el('header', modal, {'class': 'DocSearch-SearchBar'});
    var form = el('form', header, {'class': 'DocSearch-Form'});
    var label = el('label', form, {'class': 'DocSearch-MagnifierLabel', 'for': 'th-search-shell-input', id: 'th-search-shell-label'});
    icon(label, 20, ${JSON.stringify(SEARCH_ICON)}, {'class': 'DocSearch-Search-Icon', 'aria-hidden': 'true'});
    el('span', label, {'class': 'DocSearch-VisuallyHiddenForAccessibility'}, ${JSON.stringify(L.input)});
    var input = el('input', form, {'class': 'DocSearch-Input', 'aria-autocomplete': 'both', 'aria-labelledby': 'th-search-shell-label', id: 'th-search-shell-input', autocomplete: 'off', autocorrect: 'off', autocapitalize: 'off', enterkeyhint: 'search', spellcheck: 'false', placeholder: ${JSON.stringify(L.placeholder)}, maxlength: '64', type: 'search'});
    el('button', header, {'class': 'DocSearch-Cancel', type: 'reset', 'aria-label': ${JSON.stringify(L.cancel)}}, ${JSON.stringify(L.cancel)}).addEventListener('click', close);
    el('div', modal, {'class': 'DocSearch-Dropdown'});
    var footer = el('footer', modal, {'class': 'DocSearch-Footer'});
    el('div', footer, {'class': 'DocSearch-Logo'});
    var list = el('ul', footer, {'class': 'DocSearch-Commands'});
    command(list, [${JSON.stringify(L.selectKey)}, ${JSON.stringify(ENTER_ICON)}], ${JSON.stringify(L.select)});
    command(list, [${JSON.stringify(L.downKey)}, ${JSON.stringify(DOWN_ICON)}, ${JSON.stringify(L.upKey)}, ${JSON.stringify(UP_ICON)}], ${JSON.stringify(L.navigate)});
    command(list, [${JSON.stringify(L.closeKey)}, ${JSON.stringify(ESCAPE_ICON)}], ${JSON.stringify(L.close)});
    form.addEventListener('submit', function(event) { event.preventDefault(); });
    shell.addEventListener('mousedown', function(event) { if (event.target === shell) close(); });
    d.body.appendChild(shell);
    d.body.classList.add('DocSearch--active');
    input.focus();
  }
  window.addEventListener('keydown', function(event) {
    if (state.ready) return;
    var key = (event.key || '').toLowerCase();
    if ((event.ctrlKey || event.metaKey) && key === 'k') {
      event.preventDefault();
      if (state.shell) close(); else request();
    } else if (key === 'escape' && state.shell) {
      event.preventDefault();
      close();
    } else if (key === '/' && !state.shell && !typing(event.target)) {
      event.preventDefault();
      request();
    }
  }, true);
  d.addEventListener('click', function(event) {
    if (state.ready || !event.target || !event.target.closest) return;
    if (event.target.closest('.DocSearch-Button')) request();
  }, true);
})();`
  // Without the indentation: every statement above ends with `;` or `}`.
  .replace(/\n\s*/g, '');
