import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  earlierSamples,
  KEY_PAGES,
  pagesOf,
  TRICK_PAGES,
  VARIANTS,
  variantBuildEnv,
  verdict,
  type VariantResult,
} from '../../scripts/bench/ab';
import {TRICKS, tricksOff} from '../../config/tricks';

/**
 * A result with the same scores on every key page; a build named
 * "without …" stands for a build without `code-highlight`.
 */
function result(
  name: string,
  scores: {performance: number; lcp: number; tbt: number; tti?: number},
  firstLoadJs: number,
): VariantResult {
  const page = {tti: 3000, ...scores};
  return {
    variant: {name, off: name.startsWith('without ') ? 'code-highlight' : ''},
    pages: Object.fromEntries(KEY_PAGES.map((path) => [path, page])),
    firstLoadJs,
  };
}

describe('npm run bench -- --ab', () => {
  it('compares ours, ours built again, stock and ours without each trick', () => {
    expect(VARIANTS.map((v) => v.off)).toEqual(['', '', 'all', ...TRICKS]);
  });

  it('scores a build without a trick on the pages that trick is judged on, and the others on every key page', () => {
    const scores = {performance: 99, lcp: 1200, tbt: 40, tti: 2000};
    const results = VARIANTS.map((variant): VariantResult => ({
      variant,
      pages: Object.fromEntries(pagesOf(variant).map((page) => [page, scores])),
      firstLoadJs: 150,
    }));
    const [ours, again] = results;
    for (const without of results.slice(3)) {
      expect(verdict(ours!, again!, without), without.variant.name).toBe('no measurable gain');
    }
    for (const pages of Object.values(TRICK_PAGES)) {
      expect(pages.length).toBeGreaterThan(0);
      expect(KEY_PAGES).toEqual(expect.arrayContaining([...pages]));
    }
    expect(pagesOf({name: 'stock', off: 'all'})).toEqual(KEY_PAGES);
    expect(pagesOf({name: 'without code-highlight', off: 'code-highlight'})).toEqual(
      TRICK_PAGES['code-highlight'],
    );
  });

  it('names the build and the page when a build was not scored on a page it is judged on', () => {
    const ours = {...result('ours', {performance: 99, lcp: 1200, tbt: 40}, 150), pages: {}};
    const without = {
      ...ours,
      variant: {name: 'without offscreen-content', off: 'offscreen-content'},
    };
    expect(() => verdict(ours, ours, without)).toThrow(
      `ours was not scored on ${TRICK_PAGES['offscreen-content'][0]}`,
    );
  });

  it('a difference no larger than the spread between two builds of the same code is no gain', () => {
    const ours = result('ours', {performance: 97, lcp: 1200, tbt: 40}, 150);
    const again = result('ours again', {performance: 99, lcp: 1400, tbt: 100}, 150);
    expect(
      verdict(ours, again, result('without e', {performance: 95, lcp: 1350, tbt: 95}, 150)),
    ).toBe('no measurable gain');
    expect(
      verdict(ours, again, result('without f', {performance: 94, lcp: 1450, tbt: 120}, 150)),
    ).toBe('wins (+3.0 performance, −250 ms LCP, −80 ms TBT)');
  });

  it('a trick that helps one of its pages and hurts the other by as much is no gain', () => {
    const [first, second] = TRICK_PAGES['html-shell'];
    const build = (name: string, a: number, b: number): VariantResult => ({
      variant: {name, off: name === 'ours' ? '' : 'html-shell'},
      pages: {
        [first!]: {performance: a, lcp: 1300, tbt: 400, tti: 3000},
        [second!]: {performance: b, lcp: 1300, tbt: 400, tti: 3000},
      },
      firstLoadJs: 150,
    });
    const ours = build('ours', 91, 79);
    // Over two pages a median is the upper page's figure: 91 against 85 would look like a win.
    expect(verdict(ours, ours, build('without html-shell', 85, 85))).toBe('no measurable gain');
  });

  it('a trick wins when taking it out costs score, LCP, TBT or JavaScript', () => {
    const ours = result('ours', {performance: 99, lcp: 1200, tbt: 40}, 150);
    expect(
      verdict(ours, ours, result('without a', {performance: 93, lcp: 2100, tbt: 40}, 150)),
    ).toBe('wins (+6.0 performance, −900 ms LCP)');
    expect(
      verdict(ours, ours, result('without b', {performance: 99, lcp: 1200, tbt: 40}, 163.5)),
    ).toBe('wins (−13.5 KB JS)');
  });

  it('differences within the noise margin are no gain', () => {
    const ours = result('ours', {performance: 99, lcp: 1200, tbt: 40}, 150);
    expect(
      verdict(ours, ours, result('without c', {performance: 99, lcp: 1250, tbt: 60}, 150.4)),
    ).toBe('no measurable gain');
    expect(
      verdict(ours, ours, result('without d', {performance: 100, lcp: 1100, tbt: 0}, 149)),
    ).toBe('no measurable gain');
  });

  it('a trick that changes one page is judged on that page', () => {
    const ownPages = TRICK_PAGES['offscreen-content'];
    const scores = (ownTbt: number) => ({
      ...Object.fromEntries(
        KEY_PAGES.map((page) => [page, {performance: 99, lcp: 1200, tbt: 90, tti: 2000}]),
      ),
      ...Object.fromEntries(
        ownPages.map((page) => [page, {performance: 99, lcp: 1200, tbt: ownTbt, tti: 2000}]),
      ),
    });
    const ours: VariantResult = {
      variant: {name: 'ours', off: ''},
      pages: scores(90),
      firstLoadJs: 150,
    };
    const without: VariantResult = {
      variant: {name: 'without offscreen-content', off: 'offscreen-content'},
      pages: scores(160),
      firstLoadJs: 150,
    };
    expect(verdict(ours, ours, without)).toBe('wins (−70 ms TBT)');
    // The same figures for a trick judged on other pages: no gain there.
    expect(verdict(ours, ours, {...without, variant: {name: 'without x', off: 'html-shell'}})).toBe(
      'no measurable gain',
    );
  });

  it('builds each variant with its tricks off and without the bundler cache of another build', () => {
    const env = variantBuildEnv(
      {name: 'without date-format', off: 'date-format'},
      {PATH: '/bin', SITE_TRICKS_OFF: 'all'},
    );
    expect(env).toEqual({
      PATH: '/bin',
      NO_UPDATE_NOTIFIER: '1',
      SITE_TRICKS_OFF: 'date-format',
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    });
  });

  it('SITE_TRICKS_OFF names the tricks to switch off, or all, and rejects typos', () => {
    expect([...tricksOff({})]).toEqual([]);
    expect([...tricksOff({SITE_TRICKS_OFF: 'all'})]).toEqual([...TRICKS]);
    expect([...tricksOff({SITE_TRICKS_OFF: ' html-shell, code-highlight '})]).toEqual([
      'html-shell',
      'code-highlight',
    ]);
    expect(() => tricksOff({SITE_TRICKS_OFF: 'html-shel'})).toThrow(
      'SITE_TRICKS_OFF names unknown tricks: html-shel',
    );
  });

  it('a resumed run keeps the benchmark indexes of its earlier rounds, and older files have none', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'bench-ab-')), 'samples.json');
    const samples = {ours: {'/': {performance: [90], lcp: [1200], tbt: [300], tti: [2500]}}};
    writeFileSync(
      file,
      JSON.stringify({commit: 'abc1234', rounds: 1, samples, benchmarkIndexes: [2414]}),
    );
    expect(earlierSamples('abc1234 with uncommitted changes', true, file)).toEqual({
      rounds: 1,
      samples,
      benchmarkIndexes: [2414],
    });
    // Another commit's samples, or no --reuse: a fresh start.
    expect(earlierSamples('def5678', true, file).rounds).toBe(0);
    expect(earlierSamples('abc1234', false, file).rounds).toBe(0);
    writeFileSync(file, JSON.stringify({commit: 'abc1234', rounds: 9, samples}));
    expect(earlierSamples('abc1234', true, file).benchmarkIndexes).toEqual([]);
  });
});
