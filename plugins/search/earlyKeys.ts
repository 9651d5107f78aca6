/**
 * Search before the page is interactive. The page paints well before React
 * hydrates it; a reader who presses Ctrl+K (Cmd+K), `/` outside a text field,
 * or taps the search button in that time expects search to open at once.
 * The inline script in the page's `<head>` (`earlyScript.ts`) then draws a
 * static copy of DocSearch's modal (the "shell", see {@link SHELL_LABELS})
 * from DOM calls, focuses its input, and notes the request
 * (`window.__thSearch`). Typing goes into the shell's input; Escape, Ctrl+K,
 * Cancel or a click on the backdrop closes the shell and drops the request.
 * It also stops the browser's own handling of the keys (Ctrl+K focuses the
 * address bar in some browsers).
 *
 * This module is the other side, used by the site's bundles: when the search
 * bar mounts (`theme/SearchBar`), it takes the request and opens DocSearch's
 * modal; the modal takes the shell's query and removes the shell in the same
 * frame (`theme/SearchBar/Modal.tsx`). From then on the search bar handles
 * the keys; the script only draws the shell again when the search bar asks
 * ({@link openShell}): when a shortcut opens search before the modal's code
 * has arrived, the shell stands in until the modal has mounted. The modal's
 * stylesheet is part of the start-up CSS (`theme/SearchBar/styles.css`), so
 * the shell looks like the modal before any script bundle runs.
 */

/**
 * The texts of the shell: the ones the site gives DocSearch's modal, from
 * @docusaurus/theme-search-algolia 3.8.1's `theme/SearchTranslations`
 * (`placeholder`, `modal.searchBox`, `modal.footer`) and DocSearch 3.9.0's
 * own default for the input's label (`searchInputLabel`, "Search"), which
 * the site does not override. `dialog` names the modal (`Modal.tsx` gives
 * DocSearch's modal the same name).
 */
export const SHELL_LABELS = {
  dialog: 'Search',
  input: 'Search',
  placeholder: 'Search docs',
  cancel: 'Cancel',
  select: 'to select',
  selectKey: 'Enter key',
  navigate: 'to navigate',
  upKey: 'Arrow up',
  downKey: 'Arrow down',
  close: 'to close',
  closeKey: 'Escape key',
} as const;

/** What the early script leaves on `window.__thSearch`. */
export type EarlySearchState = {
  /** A request for search was made and not closed again. */
  queued: boolean;
  /** The search bar has mounted; the script no longer acts. */
  ready: boolean;
  /** The shell's backdrop (`.DocSearch-Container`) while it is in the page. */
  shell: HTMLElement | null;
  /** Draws the shell and focuses its input, unless it is shown already; notes no request. */
  open: () => void;
  /** Closes the shell as Escape does: drops the request, gives focus back, calls `onClose`. */
  close: () => void;
  /** Called when the shell closes after the search bar took the request (Cancel, backdrop). */
  onClose: (() => void) | null;
};

/** The page's `window` as the early script leaves it. */
export type EarlyWindow = {__thSearch?: EarlySearchState};

/**
 * Takes the request noted before the search bar was ready, if any, and marks
 * the search bar ready so the early script stops acting. The shell, if drawn,
 * stays in the page until DocSearch's modal replaces it ({@link replaceShell})
 * or search closes ({@link closeShell}); `onClose` is called if the reader
 * closes the shell itself before that.
 *
 * @returns true when the reader asked for search before the page was interactive
 */
export function takeEarlyRequest(win: EarlyWindow, onClose?: () => void): boolean {
  const state = win.__thSearch;
  if (!state) return false;
  state.ready = true;
  const queued = state.queued;
  state.queued = false;
  if (queued) state.onClose = onClose ?? null;
  return queued;
}

/**
 * Draws the shell for a search opened after the search bar took over, to
 * stand in while DocSearch's modal loads and mounts: the reader's typing
 * goes into the shell's input, and the modal takes it ({@link shellQuery}).
 * Without it, what was typed between the shortcut and the modal's first
 * render would be lost.
 *
 * @param query the search's first characters, put in the shell's input
 * @param onClose called when the reader closes the shell itself (Cancel, backdrop)
 * @returns false when there is no early script, so no shell
 */
export function openShell(
  win: EarlyWindow,
  query: string | undefined,
  onClose: () => void,
): boolean {
  const state = win.__thSearch;
  if (!state) return false;
  state.open();
  state.onClose = onClose;
  const input = shellInput(win);
  if (input && query !== undefined) input.value = query;
  return state.shell !== null;
}

/** The shell's input, or null when no shell is shown. */
function shellInput(win: EarlyWindow): HTMLInputElement | null {
  return win.__thSearch?.shell?.querySelector('input') ?? null;
}

/** The query typed in the shell, or undefined when no shell is shown. */
export function shellQuery(win: EarlyWindow): string | undefined {
  return shellInput(win)?.value;
}

/**
 * Removes the shell because DocSearch's modal now stands in its place: the
 * page keeps `DocSearch--active` (the modal owns it now) and focus is left to
 * the modal.
 */
export function replaceShell(win: EarlyWindow): void {
  const state = win.__thSearch;
  if (!state?.shell) return;
  state.shell.remove();
  state.shell = null;
  state.onClose = null;
}

/** Closes the shell, if shown, as Escape on it does. */
export function closeShell(win: EarlyWindow): void {
  const state = win.__thSearch;
  if (!state?.shell) return;
  state.onClose = null;
  state.close();
}
