import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {OpenFocus} from './index';
import styles from './styles.module.css';

/** Props of {@link Menu}. */
export type MenuProps = {
  /** Path of the page's Markdown twin from the site root (`/toolhive/faq.md`). */
  markdownPath: string;
  /** Where focus goes when the menu is open; null when it is closed. */
  focus: OpenFocus | null;
  /** The menu button, which gets focus back when the menu closes with Escape. */
  button: RefObject<HTMLButtonElement | null>;
  /** Closes the menu. */
  onClose: () => void;
};

/** The prompt handed to a chat assistant: read this page's Markdown, then help. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so that you can answer my questions about this ToolHive documentation page.`;
}

/** Links that open a chat assistant with {@link assistantPrompt}. */
export function assistantLinks(markdownUrl: string): {label: string; href: string}[] {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return [
    {label: 'Open in ChatGPT', href: `https://chatgpt.com/?q=${q}`},
    {label: 'Open in Claude', href: `https://claude.ai/new?q=${q}`},
  ];
}

/**
 * The Copy page menu (loaded on demand by the button in `index.tsx`):
 * Copy page as Markdown (fetches the twin and writes it to the clipboard,
 * then says so in a status message), View as Markdown, Open in ChatGPT and
 * Open in Claude. Arrow keys, Home and End move between items; Escape closes
 * the menu and returns focus to the button; Tab and a click elsewhere close
 * it. Nothing is requested from another site until a reader follows a link.
 */
export default function Menu({markdownPath, focus, button, onClose}: MenuProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const markdownUrl = `${siteConfig.url.replace(/\/$/, '')}${markdownPath}`;
  const menu = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');
  const open = focus !== null;

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focus === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, focus, button, onClose]);

  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), 4000);
    return () => clearTimeout(timer);
  }, [status]);

  const close = (returnFocus: boolean) => {
    onClose();
    if (returnFocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = {
      ArrowDown: (index + 1) % list.length,
      ArrowUp: (index - 1 + list.length) % list.length,
      Home: 0,
      End: list.length - 1,
    };
    if (event.key in move) {
      event.preventDefault();
      list[move[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const copy = async () => {
    close(true);
    try {
      const response = await fetch(markdownPath);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('Copied the page as Markdown');
    } catch {
      setStatus('Could not copy the page; use View as Markdown instead');
    }
  };

  return (
    <>
      {open && (
        <div
          ref={menu}
          id="copy-page-menu"
          role="menu"
          aria-labelledby="copy-page-button"
          className={styles.menu}
          onKeyDown={onKeyDown}>
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            onClick={copy}>
            Copy page as Markdown
          </button>
          <a
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={markdownPath}
            type="text/markdown"
            onClick={() => close(false)}>
            View as Markdown
          </a>
          {assistantLinks(markdownUrl).map(({label, href}) => (
            <a
              key={label}
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}>
              {label}
            </a>
          ))}
        </div>
      )}
      <span role="status" className={status ? styles.status : styles.statusEmpty}>
        {status}
      </span>
    </>
  );
}
