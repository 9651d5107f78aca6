import {describe, expect, it} from 'vitest';

import {dateFormatter} from '../../plugins/date-format/format';

/** The options of the theme's "Last updated" date (classic theme, `LastUpdated`, v3.8.1). */
const LAST_UPDATED = {
  calendar: 'gregory',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
} as const;

describe('plugins/date-format: the "Last updated" date', () => {
  it('writes every day of several years as Intl.DateTimeFormat does', () => {
    const intl = new Intl.DateTimeFormat('en', LAST_UPDATED);
    const ours = dateFormatter('en', LAST_UPDATED);
    const mismatches: string[] = [];
    // Every day from 1999 to 2031, at 00:30 and 23:30 UTC (both sides of local midnights).
    for (let day = Date.UTC(1999, 0, 1); day < Date.UTC(2032, 0, 1); day += 86_400_000) {
      for (const offset of [1_800_000, 84_600_000]) {
        const date = new Date(day + offset);
        if (ours.format(date) !== intl.format(date)) {
          mismatches.push(`${date.toISOString()}: ${ours.format(date)} / ${intl.format(date)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(ours.format(new Date('2025-07-29T09:12:44Z'))).toBe('Jul 29, 2025');
  });

  it('builds no Intl.DateTimeFormat for that format, and the real one for any other', () => {
    expect(dateFormatter('en', LAST_UPDATED)).not.toBeInstanceOf(Intl.DateTimeFormat);
    const noCalendar = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;
    expect(dateFormatter('en', noCalendar)).not.toBeInstanceOf(Intl.DateTimeFormat);
    for (const [locale, options] of [
      ['fr', LAST_UPDATED],
      ['en', {...LAST_UPDATED, month: 'long'}],
      ['en', {...LAST_UPDATED, timeZone: 'Europe/Paris'}],
      ['en', {...LAST_UPDATED, calendar: 'japanese'}],
      ['en', {...LAST_UPDATED, hour: 'numeric'}],
      ['en', {day: 'numeric'}],
    ] as const) {
      const formatter = dateFormatter(locale, options);
      expect(formatter, `${locale} ${JSON.stringify(options)}`).toBeInstanceOf(Intl.DateTimeFormat);
    }
    expect(dateFormatter('fr', LAST_UPDATED).format(new Date('2025-07-29T09:12:44Z'))).toBe(
      '29 juil. 2025',
    );
  });
});
