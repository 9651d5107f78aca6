import React, {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';

/** The button's texts, as in DocSearch's `translations.button`. */
export type SearchButtonTranslations = {
  /** Visible placeholder; default "Search". */
  buttonText?: string;
  /** Start of the accessible name, before " (Ctrl+K)"; default "Search". */
  buttonAriaLabel?: string;
};

type SearchButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children'> & {
  translations?: SearchButtonTranslations;
};

export {useSearchShortcuts, type SearchShortcuts} from './useSearchShortcuts';

const APPLE_PLATFORM = /(Mac|iPhone|iPod|iPad)/i;

/** The reader's platform never changes while the page is open. */
const subscribeToNothing = () => () => {};

function browserPlatform(): 'apple' | 'other' {
  return APPLE_PLATFORM.test(navigator.platform) ? 'apple' : 'other';
}

function SearchIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ControlKeyIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

/**
 * A key cap that shows itself pressed while `reactsToKey` (a
 * `KeyboardEvent.key`, so `Control`, not DocSearch's `Ctrl`) is held.
 */
function Key({reactsToKey, children}: {reactsToKey: string; children: ReactNode}): ReactNode {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd
      className={
        pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'
      }>
      {children}
    </kbd>
  );
}

/**
 * The navbar's search button, with the markup, classes, accessible name
 * ("Search (Ctrl+K)", or "Search (Command+K)" on Apple devices) and key caps
 * of DocSearch 3.9's `DocSearchButton`, so DocSearch's stylesheet styles it.
 *
 * It is a copy rather than an import because @docsearch/react ships as a
 * single module: importing the button bundles the whole modal and its search
 * client into every page (about 25 KB gzip). The modal itself is still
 * DocSearch's, loaded when search opens. All other props go to the `<button>`.
 */
export function SearchButton({translations = {}, ref, ...props}: SearchButtonProps): ReactNode {
  const {buttonText = 'Search', buttonAriaLabel = 'Search'} = translations;
  // Null on the server and while hydrating: only the browser knows the platform.
  const platform = useSyncExternalStore(subscribeToNothing, browserPlatform, () => null);
  const apple = platform !== 'other';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${apple ? 'Command' : 'Ctrl'}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {platform && (
          <>
            <Key reactsToKey={apple ? 'Meta' : 'Control'}>{apple ? '⌘' : <ControlKeyIcon />}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
}
