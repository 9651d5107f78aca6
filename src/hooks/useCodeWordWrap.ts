import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';

/** A code block's word-wrap state: the shape the classic theme's code block context and buttons read. */
export type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * Word wrap for one code block: whether it is on, and whether the block
 * scrolls sideways (the theme shows its wrap button only then, or while wrap
 * is on).
 *
 * Same behaviour as `useCodeWordWrap` in `@docusaurus/theme-common`, but the
 * width is read in a `ResizeObserver` callback, after the browser has laid
 * the page out, instead of in an effect right after React's commit, where
 * reading `scrollWidth` forced a layout of the whole page once per block.
 * The observer also covers what the original watched for separately: a
 * resized window, and a hidden tab panel becoming visible.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too, so the block never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return undefined;
    const observer = new ResizeObserver(() => {
      setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || code.hasAttribute('style'));
    });
    observer.observe(pre);
    observer.observe(code);
    return () => observer.disconnect();
  }, []);

  return {
    codeBlockRef: codeBlockRef as RefObject<HTMLPreElement>,
    isEnabled,
    isCodeScrollable,
    toggle,
  };
}
