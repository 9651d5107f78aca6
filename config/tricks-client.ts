import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import type {Trick} from './tricks';

/**
 * Whether the build switched `trick` off (`SITE_TRICKS_OFF`, which
 * `docusaurus.config.ts` passes on as `customFields.tricksOff`), for the
 * tricks that live in a component rather than in a plugin of their own.
 */
export function useTrickOff(trick: Trick): boolean {
  const {siteConfig} = useDocusaurusContext();
  const off = siteConfig.customFields?.tricksOff;
  return Array.isArray(off) && off.includes(trick);
}
