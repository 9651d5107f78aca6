import {describe, expect, it} from 'vitest';

import {analyticsPlugins, gtagOptions} from '../../config/analytics';

describe('analytics configuration', () => {
  it('is off when nothing is set', () => {
    expect(gtagOptions({})).toBeUndefined();
    expect(analyticsPlugins({})).toEqual([]);
  });

  it('treats blank values as unset', () => {
    expect(gtagOptions({GTAG_TRACKING_ID: '  '})).toBeUndefined();
    expect(analyticsPlugins({VERCEL_ANALYTICS_MODE: ''})).toEqual([]);
  });

  it('turns gtag on with IP anonymisation when a tracking ID is set', () => {
    expect(gtagOptions({GTAG_TRACKING_ID: ' G-ABC123 '})).toEqual({
      trackingID: 'G-ABC123',
      anonymizeIP: true,
    });
  });

  it('turns Vercel analytics on in the mode given', () => {
    expect(analyticsPlugins({VERCEL_ANALYTICS_MODE: 'production'})).toEqual([
      ['@docusaurus/plugin-vercel-analytics', {mode: 'production'}],
    ]);
  });

  it('rejects an unknown Vercel mode by name', () => {
    expect(() => analyticsPlugins({VERCEL_ANALYTICS_MODE: 'prod'})).toThrow(
      'VERCEL_ANALYTICS_MODE must be one of auto, production, development; got "prod".',
    );
  });
});
