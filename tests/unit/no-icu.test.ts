/**
 * plugins/no-icu: the "Last updated" date and the theme's shallow memo
 * without ICU, with the theme's results.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';

import {dateFormatter} from '../../plugins/no-icu/format';

/** The dependency lists `useMemo` was given, in call order. */
const memoDeps: unknown[][] = [];

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    default: react,
    useMemo: (create: () => unknown, deps: unknown[]) => {
      memoDeps.push(deps);
      return create();
    },
  };
});
vi.mock('@docusaurus/useIsomorphicLayoutEffect', () => ({default: () => {}}));

const {useShallowMemoObject} = await import('../../plugins/no-icu/react-utils');

/** The options of the theme's "Last updated" date (classic theme, `LastUpdated`, v3.8.1). */
const LAST_UPDATED = {
  calendar: 'gregory',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
} as const;

afterEach(() => {
  memoDeps.length = 0;
  vi.restoreAllMocks();
});

describe('plugins/no-icu: the "Last updated" date', () => {
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
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    dateFormatter('en', LAST_UPDATED).format(new Date());
    dateFormatter('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
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

describe("plugins/no-icu: the theme's shallow memo", () => {
  it('depends on the same values, in the same order, whatever the order of the keys', () => {
    const value = {};
    useShallowMemoObject({b: 1, a: value, C: 'x', _z: null});
    useShallowMemoObject({_z: null, C: 'x', a: value, b: 1});
    expect(memoDeps).toEqual([
      ['C', 'x', '_z', null, 'a', value, 'b', 1],
      ['C', 'x', '_z', null, 'a', value, 'b', 1],
    ]);
  });

  it('returns the object it is given and compares keys without localeCompare', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare');
    const obj = {childrenId: 'x', attributes: true, subtree: true};
    expect(useShallowMemoObject(obj)).toBe(obj);
    expect(compare).not.toHaveBeenCalled();
  });
});
