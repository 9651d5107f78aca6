import {afterEach, describe, expect, it, vi} from 'vitest';

import offscreenContent, {
  OFFSCREEN_SECTION_CLASS,
  offscreenCss,
  offscreenScript,
  PLACE_HEADINGS,
  PLACE_KEY,
  PLACEHOLDER_HEIGHT,
  SKIP_ATTRIBUTE,
} from '../../plugins/offscreen-content';
import {onRouteDidUpdate} from '../../plugins/offscreen-content/client';

/** A stand-in `<html>` element that records its attributes. */
function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    hasAttribute: (name: string) => attributes.has(name),
  };
}

/**
 * Runs the inline script for a load of the given navigation type and hash,
 * at `/toolhive/reference/api`, with `stored` as the session's storage;
 * returns `<html>`'s attributes, the storage, what the page did to the
 * scroll position, and functions that dispatch a click on an element inside
 * a link with the given `href`, and an event of the window (`load`,
 * `pagehide`, `pageshow`) with the given headings (id and distance from the
 * top of the window) on the page.
 */
function load({
  type = 'navigate',
  hash = '',
  stored = {},
}: {type?: string | null; hash?: string; stored?: Record<string, string>} = {}) {
  const root = fakeRoot();
  const clicks: ((event: unknown) => void)[] = [];
  const windowListeners = new Map<string, (event: {persisted: boolean}) => void>();
  const storage = new Map(Object.entries(stored));
  const scrolls: (string | number)[] = [];
  let headings: {id: string; top: number}[] = [];
  const document = {
    documentElement: root,
    addEventListener: (name: string, listener: (event: unknown) => void, capture: boolean) => {
      expect([name, capture]).toEqual(['click', true]);
      clicks.push(listener);
    },
    getElementById: (id: string) => {
      const heading = headings.find((h) => h.id === id);
      return heading ? {getBoundingClientRect: () => ({top: heading.top})} : null;
    },
    querySelectorAll: (selector: string) => {
      expect(selector).toBe(PLACE_HEADINGS);
      return headings.map((h) => ({id: h.id, getBoundingClientRect: () => ({top: h.top})}));
    },
  };
  const history = {
    set scrollRestoration(mode: string) {
      scrolls.push(mode);
    },
  };
  const window = {
    location: {hash, pathname: '/toolhive/reference/api'},
    performance: {getEntriesByType: () => (type === null ? [] : [{type}])},
    sessionStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    },
    history,
    scrollY: 5000,
    scrollTo: (x: number, y: number) => scrolls.push(x, y),
    setTimeout: (callback: () => void, delay: number) => {
      expect(delay).toBe(0);
      callback();
    },
    addEventListener: (name: string, listener: (event: {persisted: boolean}) => void) =>
      windowListeners.set(name, listener),
  };
  new Function('window', 'document', offscreenScript)(window, document);
  const click = (href: string | null) => {
    const target = {
      closest: (selector: string) => {
        expect(selector).toBe('a[href*="#"]');
        return href !== null && href.includes('#') ? {href} : null;
      },
    };
    for (const listener of clicks) listener({target});
  };
  const fire = (name: string, shown: {id: string; top: number}[] = [], persisted = false) => {
    headings = shown;
    windowListeners.get(name)?.({persisted});
  };
  return {attributes: root.attributes, storage, scrolls, click, fire};
}

const KEY = `${PLACE_KEY}/toolhive/reference/api`;

describe('the offscreen-content plugin', () => {
  it('skips offscreen content on a fresh visit without a fragment', () => {
    expect(load().attributes.has(SKIP_ATTRIBUTE)).toBe(true);
    // A browser without navigation timing entries counts as a fresh visit.
    expect(load({type: null}).attributes.has(SKIP_ATTRIBUTE)).toBe(true);
  });

  it('renders the whole page when the browser will scroll on its own', () => {
    expect(load({hash: '#next-steps'}).attributes.has(SKIP_ATTRIBUTE)).toBe(false);
    expect(load({type: 'reload'}).attributes.has(SKIP_ATTRIBUTE)).toBe(false);
    expect(load({type: 'back_forward'}).attributes.has(SKIP_ATTRIBUTE)).toBe(false);
  });

  it('stops skipping at the first click on a link with a fragment, and only then', () => {
    const page = load();
    page.click('/toolhive/guides-cli/install');
    page.click(null);
    expect(page.attributes.has(SKIP_ATTRIBUTE)).toBe(true);
    page.click('#next-steps');
    expect(page.attributes.has(SKIP_ATTRIBUTE)).toBe(false);
  });

  it("keeps the reader's place when a page left while skipping is reloaded", () => {
    const first = load();
    // Leaving: the first heading at or below the top of the window is kept.
    first.fire('pagehide', [
      {id: 'tag/secrets', top: -300},
      {id: 'tag/secrets/operation/createSecret', top: 12},
      {id: 'schemas', top: 900},
    ]);
    expect(JSON.parse(first.storage.get(KEY)!)).toEqual({
      id: 'tag/secrets/operation/createSecret',
      top: 12,
    });
    // The browser is not to restore its own position for this entry.
    expect(first.scrolls).toEqual(['manual']);
    // The reload renders the page whole and takes the place back at load.
    const reload = load({type: 'reload', stored: Object.fromEntries(first.storage)});
    expect(reload.attributes.has(SKIP_ATTRIBUTE)).toBe(false);
    expect(reload.storage.has(KEY)).toBe(false);
    expect(reload.scrolls).toEqual([]);
    reload.fire('load', [{id: 'tag/secrets/operation/createSecret', top: 2000}]);
    // 5000 (scrollY) + 2000 (heading) - 12 (its distance from the top before).
    expect(reload.scrolls).toEqual([0, 6988, 'auto']);
  });

  it('forgets the place when the browser brings the page back whole from its cache', () => {
    const page = load();
    page.fire('pagehide', [{id: 'schemas', top: 40}]);
    page.fire('pageshow', [], false);
    expect(page.storage.has(KEY)).toBe(true);
    page.fire('pageshow', [], true);
    expect(page.storage.has(KEY)).toBe(false);
    expect(page.scrolls).toEqual(['manual', 'auto']);
  });

  it('keeps no place once the page renders whole, and takes none back for a fragment or a fresh visit', () => {
    const page = load({stored: {[KEY]: '{"id":"x","top":0}'}});
    page.click('#schemas');
    page.fire('pagehide', [{id: 'schemas', top: 0}]);
    expect(page.storage.has(KEY)).toBe(false);
    const withHash = load({
      type: 'reload',
      hash: '#schemas',
      stored: {[KEY]: '{"id":"x","top":0}'},
    });
    // The browser restores its own position, even where an earlier load took a place back.
    expect(withHash.scrolls).toEqual(['auto']);
    expect(withHash.storage.has(KEY)).toBe(false);
    expect(load({type: 'reload'}).scrolls).toEqual(['auto']);
  });

  it('applies content-visibility to the marked sections, under the attribute, on screens', () => {
    expect(offscreenCss()).toBe(
      `@media screen { html[${SKIP_ATTRIBUTE}] .${OFFSCREEN_SECTION_CLASS} { content-visibility: auto; contain-intrinsic-size: auto ${PLACEHOLDER_HEIGHT}px; } }`,
    );
  });

  it('puts the script and the CSS in every page head, and its client module in the bundle', () => {
    const plugin = offscreenContent();
    const tags = plugin.injectHtmlTags!({content: {}} as never) as {
      headTags: {tagName: string; innerHTML: string}[];
    };
    expect(tags.headTags).toEqual([
      {tagName: 'script', innerHTML: offscreenScript},
      {tagName: 'style', innerHTML: offscreenCss()},
    ]);
    expect(plugin.getClientModules!()).toEqual([
      expect.stringMatching(/plugins\/offscreen-content\/client\.ts$/),
    ]);
  });
});

describe('the offscreen-content client module', () => {
  const root = fakeRoot();
  const scrolled: string[] = [];
  vi.stubGlobal('document', {
    documentElement: root,
    getElementById: (id: string) => ({scrollIntoView: () => scrolled.push(id)}),
  });
  afterEach(() => {
    root.attributes.clear();
    scrolled.length = 0;
  });
  const at = (pathname: string, hash = '', search = '') => ({pathname, hash, search});

  it('does nothing on the initial render, which has no previous location', () => {
    root.setAttribute(SKIP_ATTRIBUTE, '');
    onRouteDidUpdate({location: at('/toolhive', '#a'), previousLocation: null});
    expect(root.hasAttribute(SKIP_ATTRIBUTE)).toBe(true);
    expect(scrolled).toEqual([]);
  });

  it("stops skipping at the first navigation and repeats Docusaurus's scroll to the fragment", () => {
    root.setAttribute(SKIP_ATTRIBUTE, '');
    onRouteDidUpdate({
      location: at('/toolhive/guides-cli/run-mcp-servers', '#remote%20servers'),
      previousLocation: at('/toolhive/faq'),
    });
    expect(root.hasAttribute(SKIP_ATTRIBUTE)).toBe(false);
    expect(scrolled).toEqual(['remote servers']);
  });

  it('scrolls nowhere for a navigation without a fragment, or one that changes only the query', () => {
    root.setAttribute(SKIP_ATTRIBUTE, '');
    onRouteDidUpdate({location: at('/toolhive/faq'), previousLocation: at('/toolhive')});
    expect(root.hasAttribute(SKIP_ATTRIBUTE)).toBe(false);
    root.setAttribute(SKIP_ATTRIBUTE, '');
    onRouteDidUpdate({
      location: at('/search', '#a', '?q=run'),
      previousLocation: at('/search', '#a', '?q=ru'),
    });
    expect(root.hasAttribute(SKIP_ATTRIBUTE)).toBe(false);
    expect(scrolled).toEqual([]);
  });

  it('once the page renders whole, leaves later navigations to Docusaurus', () => {
    onRouteDidUpdate({location: at('/toolhive/faq', '#a'), previousLocation: at('/toolhive')});
    expect(scrolled).toEqual([]);
  });
});
