/**
 * The theme's `useDateTimeFormat` and `useCalendar`, in place of
 * `@docusaurus/theme-common`'s `utils/IntlUtils`
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-common/src/utils/IntlUtils.ts),
 * with the same results. `useDateTimeFormat` returns {@link dateFormatter}'s
 * formatter, which writes the "Last updated" date without building an
 * `Intl.DateTimeFormat`, on the server and in the browser alike.
 *
 * `plugins/no-icu/index.ts` puts this module in the theme's place (an
 * alias of the theme's file); `tests/unit/canaries.test.ts` checks that the
 * theme still takes the hook from that file and only calls `format`.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {dateFormatter, type DateFormatter} from './format';

/** The current locale's calendar, as the theme's `useCalendar`. */
export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

/** A formatter for the current locale and calendar, as the theme's `useDateTimeFormat`. */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return dateFormatter(currentLocale, {calendar, ...options});
}
