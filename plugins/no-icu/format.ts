/** What the theme reads of a date formatter: only `format` (`tests/unit/canaries.test.ts`). */
export type DateFormatter = {readonly format: (date: Date) => string};

/** English short month names, as ICU's `en` locale writes them (`month: 'short'`). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The options of the theme's "Last updated" date (`LastUpdated` in the classic theme, v3.8.1). */
const LAST_UPDATED = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;

/** Whether `options` are exactly {@link LAST_UPDATED}, with no calendar or the Gregorian one. */
function isLastUpdated(options: Intl.DateTimeFormatOptions): boolean {
  const {calendar, ...rest} = options;
  if (calendar !== undefined && calendar !== 'gregory') return false;
  const keys = Object.keys(rest) as (keyof typeof LAST_UPDATED)[];
  return (
    keys.length === Object.keys(LAST_UPDATED).length &&
    keys.every((key) => rest[key] === LAST_UPDATED[key])
  );
}

/**
 * A date formatter for `locale` and `options`, with the result of
 * `new Intl.DateTimeFormat(locale, options)`.
 *
 * For the one format the site shows, the "Last updated" date in English
 * ("Nov 25, 2026", UTC), it formats by itself: the first
 * `Intl.DateTimeFormat` a page builds loads the locale's data, which took
 * 60–150 ms at 4× CPU slowdown during hydration. Any other locale or
 * options get `Intl.DateTimeFormat` itself.
 *
 * @param locale a BCP 47 locale (`en`)
 * @param options `Intl.DateTimeFormat` options
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  if (locale !== 'en' || !isLastUpdated(options)) return new Intl.DateTimeFormat(locale, options);
  return {
    format: (date) =>
      `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  };
}
