/**
 * The code block's word-wrap state, in place of the theme's
 * `useCodeWordWrap`
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-common/src/hooks/useCodeWordWrap.ts),
 * with the same result: `isCodeScrollable` is true while the block scrolls
 * sideways (or wraps), and the block then offers its word-wrap button.
 *
 * The theme measures each block when it mounts, on window resize and when
 * the nearest tab panel that was hidden at mount shows, which misses a
 * block in an opened `<details>` and one in a nested tab. Here one
 * `ResizeObserver` per block measures instead: it reports after the
 * browser's own layout, every time the block's size changes (the first
 * layout, a window or column resize, a tab or `<details>` that shows it).
 *
 * `plugins/patches` puts this module in the theme's place (in both
 * bundles); `tests/unit/canaries.test.ts` checks that the theme reads only
 * the fields it returns.
 */
import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/** What the theme's code block reads from the hook (same shape as the theme's). */
export type WordWrap = {
  readonly codeBlockRef: RefObject<HTMLPreElement | null>;
  readonly isEnabled: boolean;
  readonly isCodeScrollable: boolean;
  readonly toggle: () => void;
};

/** Whether a block scrolls sideways, or is wrapped (its `<code>` has the wrap style). */
function scrollable(pre: HTMLPreElement): boolean {
  return (
    pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'))
  );
}

/** Word wrap for one code block: attach `codeBlockRef` to its `<pre>`. */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    const code = pre?.querySelector('code');
    if (!pre || !code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    // After a reader's click, a measure costs one layout, as in the theme.
    setIsCodeScrollable(scrollable(pre));
  }, [isEnabled]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setIsCodeScrollable(scrollable(pre)));
    observer.observe(pre);
    return () => observer.disconnect();
  }, []);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
