/** What {@link pageLinkTarget} reads of a click (a `MouseEvent` has it all). */
export type ClickLike = {
  readonly button: number;
  readonly defaultPrevented: boolean;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
};

/**
 * The path (with query and hash) that a click in server HTML should open
 * inside the app, as the theme's `<Link>` would, or null when the browser
 * should handle the click itself.
 *
 * Null for: a click that is not a plain left click (a reader's new tab or
 * window), one another handler took, anything but an `<a href>`, a link
 * with a `target` other than `_self` or a `download` attribute, a link to
 * another origin, a link within the page (only the hash differs: the
 * browser scrolls to it), and a link to a file (the last segment of its
 * path has an extension, like `/api-specs/toolhive-api.yaml`): routes of
 * this site have none, and a file is not a page the app can render.
 *
 * @param event the click
 * @param here the page's location (`window.location`)
 */
export function pageLinkTarget(
  event: ClickLike,
  here: {readonly origin: string; readonly pathname: string; readonly search: string},
): string | null {
  if (event.button !== 0 || event.defaultPrevented) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const start = event.target as {closest?: (selector: string) => Element | null} | null;
  const anchor = start?.closest?.('a[href]') as HTMLAnchorElement | null | undefined;
  if (!anchor) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, `${here.origin}${here.pathname}${here.search}`);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname.split('/').pop() ?? '')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
