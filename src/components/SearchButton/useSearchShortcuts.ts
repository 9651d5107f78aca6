import {useEffect, type RefObject} from 'react';

/** What `useSearchShortcuts` needs from the search bar. */
export type SearchShortcuts = {
  /** Whether the search modal is open now. */
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
};

/** True when the key was typed into a text field, where "/" is just a character. */
function isEditing(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const tag = target.tagName;
  return target.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/**
 * The search keyboard shortcuts, as DocSearch 3.9's
 * `useDocSearchKeyboardEvents` defines them (copied for the reason given on
 * `SearchButton`):
 * - Ctrl+K or Cmd+K toggles the modal; "/" opens it outside text fields;
 *   Escape closes it;
 * - a letter or digit typed on the focused search button opens the modal
 *   with that character (through `onInput`).
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: SearchShortcuts): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event);
      if ((event.code === 'Escape' && isOpen) || toggle || slash) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef?.current === document.activeElement &&
        onInput &&
        /^[a-zA-Z0-9]$/.test(event.key)
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
