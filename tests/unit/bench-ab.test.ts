import {describe, expect, it} from 'vitest';

import {
  TRICK_PAGES,
  VARIANTS,
  variantBuildEnv,
  verdict,
  type VariantResult,
} from '../../scripts/bench/ab';
import {TRICKS, tricksOff} from '../../config/tricks';

/** A result with the same scores on two pages. */
function result(
  name: string,
  scores: {performance: number; lcp: number; tbt: number; tti?: number},
  firstLoadJs: number,
): VariantResult {
  const page = {tti: 3000, ...scores};
  return {variant: {name, off: ''}, pages: {'/': page, '/toolhive': page}, firstLoadJs};
}

describe('npm run bench -- --ab', () => {
  it('compares ours, stock and ours without each trick', () => {
    expect(VARIANTS.map((v) => v.off)).toEqual(['', 'all', ...TRICKS]);
  });

  it('a trick wins when taking it out costs score, LCP, TBT or JavaScript', () => {
    const ours = result('ours', {performance: 99, lcp: 1200, tbt: 40}, 150);
    expect(verdict(ours, result('without a', {performance: 93, lcp: 2100, tbt: 40}, 150))).toBe(
      'wins (+6 performance, −900 ms LCP)',
    );
    expect(verdict(ours, result('without b', {performance: 99, lcp: 1200, tbt: 40}, 163.5))).toBe(
      'wins (−13.5 KB JS)',
    );
  });

  it('differences within the noise margin are no gain', () => {
    const ours = result('ours', {performance: 99, lcp: 1200, tbt: 40}, 150);
    expect(verdict(ours, result('without c', {performance: 99, lcp: 1250, tbt: 60}, 150.4))).toBe(
      'no measurable gain',
    );
    expect(verdict(ours, result('without d', {performance: 100, lcp: 1100, tbt: 0}, 149))).toBe(
      'no measurable gain',
    );
  });

  it('a trick that changes one page is judged on that page', () => {
    const ownPages = TRICK_PAGES['static-sections']!;
    const scores = (ownTbt: number) => ({
      '/': {performance: 99, lcp: 1200, tbt: 90, tti: 2000},
      '/toolhive': {performance: 99, lcp: 1200, tbt: 90, tti: 2000},
      '/toolhive/guides-cli/run-mcp-servers': {performance: 99, lcp: 1200, tbt: 90, tti: 2000},
      '/search': {performance: 99, lcp: 1200, tbt: 90, tti: 2000},
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
      variant: {name: 'without static-sections', off: 'static-sections'},
      pages: scores(160),
      firstLoadJs: 150,
    };
    expect(verdict(ours, without)).toBe('wins (−70 ms TBT)');
    // The same figures for a trick judged over every page: the median hides the one page.
    expect(verdict(ours, {...without, variant: {name: 'without x', off: 'compile-hints'}})).toBe(
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
    expect([...tricksOff({SITE_TRICKS_OFF: ' compile-hints, paced-prefetch '})]).toEqual([
      'compile-hints',
      'paced-prefetch',
    ]);
    expect(() => tricksOff({SITE_TRICKS_OFF: 'html-shel'})).toThrow(
      'SITE_TRICKS_OFF names unknown tricks: html-shel',
    );
  });
});
