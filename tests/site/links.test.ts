import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {BUILD_DIR, builtPages} from '../support/built-site';

const pages = builtPages();
const byRoute = new Map(pages.map((page) => [page.route, page]));
const idsByRoute = new Map(
  pages.map((page) => [
    page.route,
    new Set(
      page
        .$('[id], a[name]')
        .toArray()
        .map((el) => page.$(el).attr('id') ?? page.$(el).attr('name')),
    ),
  ]),
);

/**
 * Where an internal link points: its path (a static file, or a page), the
 * page route that path names (no trailing slash) and its anchor.
 */
function resolveLink(
  from: string,
  href: string,
): {path: string; route: string; anchor: string | null} {
  const url = new URL(href, `http://site${from}`);
  const path = decodeURIComponent(url.pathname);
  return {
    path,
    route: path.length > 1 ? path.replace(/\/$/, '') : path,
    anchor: url.hash ? decodeURIComponent(url.hash.slice(1)) : null,
  };
}

describe('links in the built site', () => {
  const links = pages.flatMap((page) =>
    page
      .$('a[href]')
      .toArray()
      .map((el) => ({from: page.route, href: page.$(el).attr('href')!}))
      .filter(({href}) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//')),
  );

  it('has internal links to check', () => {
    expect(links.length).toBeGreaterThan(1000);
  });

  it('point at pages or files that exist', () => {
    const broken = links.filter(({from, href}) => {
      const {path, route} = resolveLink(from, href);
      return !byRoute.has(route) && !existsSync(join(BUILD_DIR, path));
    });
    expect(broken.map(({from, href}) => `${from} → ${href}`)).toEqual([]);
  });

  it('point at anchors that exist on their page', () => {
    const broken = links.filter(({from, href}) => {
      const {route, anchor} = resolveLink(from, href);
      if (!anchor) return false;
      const ids = idsByRoute.get(route);
      return ids !== undefined && !ids.has(anchor);
    });
    expect(broken.map(({from, href}) => `${from} → ${href}`)).toEqual([]);
  });
});

describe('collapsible sections in the built site', () => {
  const sections = pages.flatMap((page) =>
    page
      .$('article details')
      .toArray()
      .map((el) => ({route: page.route, id: page.$(el).attr('id') ?? ''})),
  );

  it('has collapsible sections to check', () => {
    expect(sections.length).toBeGreaterThan(100);
  });

  it('each have an id that a link or a search result can point to, unique on its page', () => {
    const missing = sections.filter(({id}) => !/^[a-z0-9][a-z0-9-]*$/.test(id));
    expect(missing.map(({route, id}) => `${route}: "${id}"`)).toEqual([]);
    const seen = new Set<string>();
    const twice = sections.filter(({route, id}) => {
      const key = `${route}#${id}`;
      if (seen.has(key)) return true;
      seen.add(key);
      return false;
    });
    expect(twice.map(({route, id}) => `${route}#${id}`)).toEqual([]);
  });
});
