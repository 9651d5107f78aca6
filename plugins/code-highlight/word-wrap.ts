/**
 * Client module: code blocks inside a `<details>` get their word-wrap
 * button when the section opens.
 *
 * The theme shows a block's word-wrap button only while the block scrolls
 * sideways. It measures that when the block mounts, when the window
 * resizes and when a hidden tab panel shows (`useCodeWordWrap`,
 * https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-common/src/hooks/useCodeWordWrap.ts),
 * but not when a closed `<details>` opens: a block in a closed section is
 * not displayed, measures 0 wide at mount, and keeps no button.
 *
 * So when a `<details>` opens, this module watches its code blocks with a
 * `ResizeObserver`, which reports after layout (nothing is measured early),
 * and on the first report of a displayed block sends the window a `resize`
 * event, on which the theme measures its blocks again.
 * `tests/unit/canaries.test.ts` checks that the theme still listens to it.
 */

/**
 * Starts watching the code blocks of a `<details>` that has just opened.
 *
 * @param details the element whose `toggle` event fired
 * @param onShown called once, when one of its code blocks is displayed
 * @returns false when there is nothing to watch (closed, or no code block)
 */
export function watchOpenedDetails(details: HTMLDetailsElement, onShown: () => void): boolean {
  const blocks = details.open ? details.querySelectorAll('.theme-code-block pre') : [];
  if (blocks.length === 0) return false;
  const observer = new ResizeObserver((entries) => {
    if (!entries.some((entry) => entry.contentRect.width > 0)) return;
    observer.disconnect();
    onShown();
  });
  blocks.forEach((pre) => observer.observe(pre));
  return true;
}

if (typeof document !== 'undefined' && typeof ResizeObserver !== 'undefined') {
  // `toggle` does not bubble, so it is caught on the way down.
  document.addEventListener(
    'toggle',
    (event) => {
      if (event.target instanceof HTMLDetailsElement) {
        watchOpenedDetails(event.target, () => window.dispatchEvent(new Event('resize')));
      }
    },
    true,
  );
}
