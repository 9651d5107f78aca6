import {lazy, Suspense, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

import {twinPath} from '../../twin';
import styles from './styles.module.css';

/** The menu itself, fetched when a reader points at, focuses or opens the button. */
const loadMenu = () => import('./Menu');
const Menu = lazy(loadMenu);

/** Which item takes focus when the menu opens: `first` or `last` (ArrowUp). */
export type OpenFocus = 'first' | 'last';

/**
 * The "Copy page" menu button, top right of every docs page: a menu button
 * (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/) whose menu copies
 * the page's Markdown twin, links to it, and opens it in ChatGPT or Claude.
 * Only this button ships with the page; the menu (`Menu.tsx`) is a separate
 * chunk, loaded on hover, focus or first use. Enter, Space and ArrowDown
 * open the menu on its first item, ArrowUp on its last.
 */
export default function CopyPageButton(): ReactNode {
  const {pathname} = useLocation();
  const [focus, setFocus] = useState<OpenFocus | null>(null);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const open = (where: OpenFocus) => {
    setUsed(true);
    setFocus(where);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const where = {ArrowDown: 'first', ArrowUp: 'last', Enter: 'first', ' ': 'first'}[event.key];
    if (where) {
      event.preventDefault();
      open(where as OpenFocus);
    }
  };
  return (
    <div className={styles.wrapper}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        id="copy-page-button"
        aria-haspopup="menu"
        aria-expanded={focus !== null}
        aria-controls={focus !== null ? 'copy-page-menu' : undefined}
        onPointerEnter={loadMenu}
        onFocus={loadMenu}
        onClick={() => (focus === null ? open('first') : setFocus(null))}
        onKeyDown={onKeyDown}>
        Copy page
        <svg aria-hidden="true" viewBox="0 0 10 6" width="10" height="6" className={styles.caret}>
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {used && (
        <Suspense fallback={null}>
          <Menu
            markdownPath={twinPath(pathname)}
            focus={focus}
            button={button}
            onClose={() => setFocus(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
