import {afterEach, describe, expect, it, vi} from 'vitest';

import offscreenContent, {
  offscreenCss,
  offscreenScript,
  SKIP_ATTRIBUTE,
  SKIPPED_BLOCKS,
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
 * Runs the inline script for a load of the given navigation type and hash;
 * returns `<html>`'s attributes and a function that dispatches a click on
 * an element inside a link with the given `href`.
 */
function load({type = 'navigate', hash = ''}: {type?: string | null; hash?: string} = {}) {
  const root = fakeRoot();
  const listeners: ((event: unknown) => void)[] = [];
  const document = {
    documentElement: root,
    addEventListener: (name: string, listener: (event: unknown) => void, capture: boolean) => {
      expect([name, capture]).toEqual(['click', true]);
      listeners.push(listener);
    },
  };
  const window = {
    location: {hash},
    performance: {getEntriesByType: () => (type === null ? [] : [{type}])},
  };
  new Function('window', 'document', offscreenScript)(window, document);
  const click = (href: string | null) => {
    const target = {
      closest: (selector: string) => {
        expect(selector).toBe('a[href*="#"]');
        return href !== null && href.includes('#') ? {href} : null;
      },
    };
    for (const listener of listeners) listener({target});
  };
  return {attributes: root.attributes, click};
}

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

  it('applies content-visibility to the listed blocks, under the attribute, on screens', () => {
    const css = offscreenCss();
    expect(css).toMatch(/^@media screen \{/);
    expect(css).toContain(`html[${SKIP_ATTRIBUTE}] :is(`);
    for (const block of SKIPPED_BLOCKS) expect(css).toContain(block);
    expect(css).toContain('content-visibility: auto;');
    expect(css).toContain('contain-intrinsic-size: auto 120px;');
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
