import {describe, expect, it} from 'vitest';

import {DEFAULT_SITE_URL as SITE} from '../../config/site';
import {builtPages, isNoindex, sitemapPaths} from '../support/built-site';

const pages = builtPages().filter((page) => page.route !== '/404');

describe('every page of the built site', () => {
  it('has a unique title', () => {
    const titles = new Map<string, string[]>();
    for (const page of pages) {
      const title = page.$('title').text();
      titles.set(title, [...(titles.get(title) ?? []), page.route]);
    }
    expect([...titles].filter(([, routes]) => routes.length > 1)).toEqual([]);
  });

  it('has a meta description, a canonical URL and Open Graph tags', () => {
    const problems = pages.flatMap((page) => {
      const {$, route} = page;
      const out: string[] = [];
      const meta = (selector: string) => $(selector).attr('content')?.trim() ?? '';
      if (meta('meta[name="description"]').length < 20) out.push(`${route}: meta description`);
      const canonical = $('link[rel="canonical"]').attr('href');
      if (canonical !== `${SITE}${route === '/' ? '/' : route}`)
        out.push(`${route}: canonical ${canonical}`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
        if (!meta(`meta[property="${property}"]`)) out.push(`${route}: ${property}`);
      }
      if (meta('meta[property="og:image"]') !== `${SITE}/img/social-card.jpg`) {
        out.push(`${route}: social card ${meta('meta[property="og:image"]')}`);
      }
      return out;
    });
    expect(problems).toEqual([]);
  });
});

describe('the sitemap', () => {
  it('lists every indexable page and nothing else', () => {
    const listed = sitemapPaths().sort();
    const expected = pages
      .filter((page) => !isNoindex(page))
      .map((page) => page.route)
      .sort();
    expect(listed).toEqual(expected);
  });
});
