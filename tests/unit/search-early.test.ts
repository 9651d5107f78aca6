import {readFileSync} from 'node:fs';
import {describe, expect, it, vi} from 'vitest';

import {
  closeShell,
  openShell,
  replaceShell,
  SHELL_LABELS,
  shellQuery,
  takeEarlyRequest,
  type EarlySearchState,
} from '../../plugins/search/earlyKeys';
import {EARLY_KEYS_SCRIPT} from '../../plugins/search/earlyScript';

/** The state the early script leaves, with a stand-in for the shell's backdrop. */
function early(query?: string) {
  const removed = vi.fn();
  const shell =
    query === undefined
      ? null
      : ({
          querySelector: (selector: string) => (selector === 'input' ? {value: query} : null),
          remove: removed,
        } as unknown as HTMLElement);
  const state: EarlySearchState = {
    queued: shell !== null,
    ready: false,
    shell,
    onClose: null,
    open: vi.fn(),
    close: vi.fn(() => {
      state.shell = null;
      state.queued = false;
      state.onClose?.();
    }),
  };
  return {win: {__thSearch: state}, state, removed};
}

describe('the shell drawn when search opens after the search bar took over', () => {
  it('stands in with the first characters, and tells the search bar when the reader closes it', () => {
    const {win, state} = early();
    takeEarlyRequest(win);
    const input = {value: ''};
    state.open = vi.fn(() => {
      state.shell = {querySelector: () => input} as unknown as HTMLElement;
    });
    const onClose = vi.fn();
    expect(openShell(win, 'a', onClose)).toBe(true);
    expect(input.value).toBe('a');
    // Not a request for the search bar to take: it opened search itself.
    expect(state.queued).toBe(false);
    expect(takeEarlyRequest(win)).toBe(false);
    state.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is nothing without the early script', () => {
    expect(openShell({}, undefined, vi.fn())).toBe(false);
  });
});

describe('the request made before the page is interactive', () => {
  it('is taken once, and marks the search bar ready', () => {
    const {win, state} = early('secrets');
    expect(takeEarlyRequest(win)).toBe(true);
    expect(state.ready).toBe(true);
    expect(takeEarlyRequest(win)).toBe(false);
  });

  it('is nothing without the early script, or when the shell was closed again', () => {
    expect(takeEarlyRequest({})).toBe(false);
    const {win} = early();
    expect(takeEarlyRequest(win)).toBe(false);
  });

  it('keeps the search bar told when the shell closes, however often it looks again', () => {
    const {win, state} = early('sec');
    const onClose = vi.fn();
    expect(takeEarlyRequest(win, onClose)).toBe(true);
    expect(takeEarlyRequest(win, vi.fn())).toBe(false);
    state.close();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the shell', () => {
  it('gives its query to the modal, and none when it is not shown', () => {
    expect(shellQuery(early('secrets').win)).toBe('secrets');
    expect(shellQuery(early('').win)).toBe('');
    expect(shellQuery(early().win)).toBeUndefined();
    expect(shellQuery({})).toBeUndefined();
  });

  it('is replaced by the modal without closing search', () => {
    const {win, state, removed} = early('secrets');
    const onClose = vi.fn();
    takeEarlyRequest(win, onClose);
    replaceShell(win);
    expect(removed).toHaveBeenCalledTimes(1);
    expect(state.shell).toBeNull();
    expect(state.close).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(shellQuery(win)).toBeUndefined();
  });

  it('closes as Escape closes it when search closes first, without calling back', () => {
    const {win, state} = early('secrets');
    const onClose = vi.fn();
    takeEarlyRequest(win, onClose);
    closeShell(win);
    expect(state.close).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    closeShell(win);
    expect(state.close).toHaveBeenCalledTimes(1);
  });
});

describe('the early script', () => {
  it('is one valid script that writes no markup and no inline styles (the CSP allows it by hash)', () => {
    expect(() => new Function(EARLY_KEYS_SCRIPT)).not.toThrow();
    expect(EARLY_KEYS_SCRIPT).not.toMatch(
      /innerHTML|outerHTML|insertAdjacentHTML|\.style\b|'style'/,
    );
  });

  it('uses the texts the site gives DocSearch (theme/SearchTranslations)', () => {
    const source = readFileSync(
      'node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js',
      'utf8',
    );
    const message = (id: string) =>
      new RegExp(`id: 'theme\\.${id.replace('.', '\\.')}',\\s*message: '([^']*)'`).exec(
        source,
      )?.[1];
    expect(message('SearchModal.placeholder')).toBe(SHELL_LABELS.placeholder);
    expect(message('SearchModal.searchBox.cancelButtonText')).toBe(SHELL_LABELS.cancel);
    expect(message('SearchModal.footer.selectText')).toBe(SHELL_LABELS.select);
    expect(message('SearchModal.footer.selectKeyAriaLabel')).toBe(SHELL_LABELS.selectKey);
    expect(message('SearchModal.footer.navigateText')).toBe(SHELL_LABELS.navigate);
    expect(message('SearchModal.footer.navigateUpKeyAriaLabel')).toBe(SHELL_LABELS.upKey);
    expect(message('SearchModal.footer.navigateDownKeyAriaLabel')).toBe(SHELL_LABELS.downKey);
    expect(message('SearchModal.footer.closeText')).toBe(SHELL_LABELS.close);
    expect(message('SearchModal.footer.closeKeyAriaLabel')).toBe(SHELL_LABELS.closeKey);
    for (const text of Object.values(SHELL_LABELS)) expect(EARLY_KEYS_SCRIPT).toContain(text);
  });
});
