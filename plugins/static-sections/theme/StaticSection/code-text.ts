/**
 * The text of a highlighted code block as the theme's copy button copies
 * it: its lines (`.token-line`, each ending in a `<br>`) joined with
 * newlines. `textContent` alone would lose the line breaks, and
 * `innerText` costs a layout and is empty in a hidden tab.
 *
 * @param pre the block's `<pre>` as the theme renders it
 *   (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-classic/src/theme/CodeBlock/Line/index.tsx)
 */
export function codeText(pre: Element): string {
  const lines = pre.querySelectorAll('.token-line');
  if (lines.length === 0) return pre.textContent ?? '';
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}
