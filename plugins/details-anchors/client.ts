/**
 * Client module of the details-anchors plugin.
 *
 * Troubleshooting answers live in `<details id="…">` blocks, and search
 * results and links point at them by that id. A closed block would leave the
 * reader looking at a one-line summary, so when the URL's fragment names a
 * `<details>` element, or an element inside closed ones, this module opens
 * each closed one, outermost first, and brings the target into view.
 *
 * It opens a block by clicking its `<summary>`, the same path a reader's
 * click takes, so the theme's Details component (which keeps the open state
 * in React, `@docusaurus/theme-common` 3.8.1 `lib/components/Details`) stays
 * in step with the DOM.
 */
import type {ClientModule} from '@docusaurus/types';

/**
 * Opens the closed `<details>` elements that hold (or are) the element the
 * fragment names.
 *
 * @param hash a URL fragment such as `#podman-socket-502` (may be empty)
 * @returns true when it opened at least one element
 */
export function openDetailsFor(hash: string): boolean {
  if (hash.length < 2) return false;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return false;
  }
  const target = document.getElementById(id);
  if (!target) return false;
  const closed: HTMLDetailsElement[] = [];
  for (let node: Element | null = target; node; node = node.parentElement) {
    if (node instanceof HTMLDetailsElement && !node.open) closed.unshift(node);
  }
  for (const details of closed) {
    details.querySelector<HTMLElement>(':scope > summary')?.click();
  }
  if (closed.length > 0) target.scrollIntoView({block: 'start'});
  return closed.length > 0;
}

if (typeof window !== 'undefined') {
  window.addEventListener('hashchange', () => openDetailsFor(window.location.hash));
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    if (location.hash) openDetailsFor(location.hash);
  },
};

export default clientModule;
