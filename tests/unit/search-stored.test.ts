import {describe, expect, it} from 'vitest';

import {missingResultsUrl} from '../../plugins/search/client/missingResults';
import {
  asEscapedText,
  isSiteUrl,
  sanitizeStoredSearches,
  storageKeys,
} from '../../plugins/search/client/storedSearches';

const ORIGINS = ['http://127.0.0.1:3000', 'https://docs.stacklok.com'];

function memoryStorage(entries: Record<string, string>) {
  const data = new Map(Object.entries(entries));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const hit = (url: string, lvl1: string) => ({
  objectID: url,
  url,
  type: 'lvl1',
  hierarchy: {lvl0: 'Docs', lvl1, lvl2: null},
  content: null,
});

describe('stored searches', () => {
  it('escapes text once, whether or not it was escaped before', () => {
    expect(asEscapedText('<b>a & b</b>')).toBe('&lt;b&gt;a &amp; b&lt;/b&gt;');
    expect(asEscapedText(asEscapedText('<b>a & b</b>'))).toBe(asEscapedText('<b>a & b</b>'));
  });

  it('accepts paths and the site’s own origins only', () => {
    expect(isSiteUrl('/toolhive/faq#x', ORIGINS)).toBe(true);
    expect(isSiteUrl('https://docs.stacklok.com/toolhive', ORIGINS)).toBe(true);
    for (const bad of [
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'https://evil.example/',
      42,
    ]) {
      expect(isSiteUrl(bad, ORIGINS)).toBe(false);
    }
  });

  it('drops entries that leave the site and escapes the rest', () => {
    const [recent] = storageKeys('idx');
    const storage = memoryStorage({
      [recent!]: JSON.stringify([
        hit('/toolhive/faq', '<img src=x onerror=alert(1)>'),
        hit('javascript:alert(2)', 'Bad'),
        hit('//evil.example/', 'Bad'),
        'not a hit',
      ]),
    });
    sanitizeStoredSearches('idx', ORIGINS, storage);
    const items = JSON.parse(storage.data.get(recent!)!);
    expect(items).toHaveLength(1);
    expect(items[0].hierarchy.lvl1).toBe('&lt;img src=x onerror=alert(1)&gt;');
    // Running again changes nothing.
    const before = storage.data.get(recent!);
    sanitizeStoredSearches('idx', ORIGINS, storage);
    expect(storage.data.get(recent!)).toBe(before);
  });

  it('removes storage that is not a list', () => {
    const [, favourites] = storageKeys('idx');
    const storage = memoryStorage({[favourites!]: '{broken'});
    sanitizeStoredSearches('idx', ORIGINS, storage);
    expect(storage.data.has(favourites!)).toBe(false);
  });
});

describe('the report link', () => {
  it('opens a pre-filled issue on the docs repository', () => {
    const url = new URL(missingResultsUrl('  keyring <headless> ', '/toolhive'));
    expect(url.origin + url.pathname).toBe('https://github.com/stacklok/docs-website/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: couldn\'t find "keyring <headless>"');
    expect(url.searchParams.get('body')).toContain('Searched from: /toolhive');
    expect(url.searchParams.get('labels')).toBe('docs-search');
  });
});
