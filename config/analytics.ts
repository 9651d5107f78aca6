import type {PluginConfig} from '@docusaurus/types';

/**
 * Environment variables that switch analytics on. Both are read at build time;
 * when neither is set the site loads no analytics code and calls no third party.
 *
 * - `GTAG_TRACKING_ID`: a Google tag ID such as `G-XXXXXXX`. Turns on the gtag
 *   plugin with IP anonymisation.
 * - `VERCEL_ANALYTICS_MODE`: `auto`, `production` or `development`. Turns on the
 *   Vercel analytics plugin in that mode.
 */
export type AnalyticsEnv = {
  GTAG_TRACKING_ID?: string;
  VERCEL_ANALYTICS_MODE?: string;
};

/** Options passed to the classic preset's `gtag` key. */
export type GtagOptions = {trackingID: string; anonymizeIP: true};

const VERCEL_MODES = ['auto', 'production', 'development'] as const;
type VercelMode = (typeof VERCEL_MODES)[number];

/**
 * Returns the classic preset's gtag options, or `undefined` when no tracking ID
 * is configured (blank values count as unset).
 */
export function gtagOptions(env: AnalyticsEnv): GtagOptions | undefined {
  const trackingID = env.GTAG_TRACKING_ID?.trim();
  return trackingID ? {trackingID, anonymizeIP: true} : undefined;
}

/**
 * Returns the plugin entries for analytics that is configured in `env`.
 *
 * @throws Error when `VERCEL_ANALYTICS_MODE` is set to an unknown mode, so a typo
 *   fails the build instead of silently disabling analytics.
 */
export function analyticsPlugins(env: AnalyticsEnv): PluginConfig[] {
  const mode = env.VERCEL_ANALYTICS_MODE?.trim();
  if (!mode) {
    return [];
  }
  if (!(VERCEL_MODES as readonly string[]).includes(mode)) {
    throw new Error(
      `VERCEL_ANALYTICS_MODE must be one of ${VERCEL_MODES.join(', ')}; got "${mode}".`,
    );
  }
  return [['@docusaurus/plugin-vercel-analytics', {mode: mode as VercelMode}]];
}
