import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {writeResultsSection} from '../../scripts/bench/results';
import {
  DESKTOP_PAGE,
  responsivenessFigures,
  responsivenessReport,
  retryOnce,
  withoutReport,
  type PageResponsiveness,
} from '../../scripts/bench/responsiveness';

const file = () => join(mkdtempSync(join(tmpdir(), 'results-')), 'RESULTS.md');

describe('bench/RESULTS.md sections', () => {
  it('appends a section the file does not have, between its markers', async () => {
    const path = file();
    writeFileSync(path, '# Results\n\nA note kept by hand.\n');
    await writeResultsSection('probe', '## Probe\n\nFirst figures.', path);
    expect(readFileSync(path, 'utf8')).toBe(
      '# Results\n\nA note kept by hand.\n\n<!-- bench:probe -->\n\n## Probe\n\nFirst figures.\n\n<!-- /bench:probe -->\n',
    );
  });

  it("replaces only its own section, keeping the notes and other benchmarks' sections", async () => {
    const path = file();
    writeFileSync(path, '# Results\n\nNote.\n');
    await writeResultsSection('a', 'Old A.', path);
    await writeResultsSection('b', 'Old B.', path);
    await writeResultsSection('a', 'New A.', path);
    const text = readFileSync(path, 'utf8');
    expect(text).toContain('Note.');
    expect(text).toContain('<!-- bench:a -->\n\nNew A.\n\n<!-- /bench:a -->');
    expect(text).toContain('Old B.');
    expect(text).not.toContain('Old A.');
    expect(text.indexOf('New A.')).toBeLessThan(text.indexOf('Old B.'));
  });
});

describe('npm run bench -- responsiveness', () => {
  const page = (longTasks: number, tbt: number): PageResponsiveness => ({
    longTasks,
    tbt,
    script: longTasks / 2,
    ctrlK: 300,
    click: 400,
  });
  const result = {
    pages: {
      ours: {'/': page(200, 40), '/toolhive': page(600, 250)},
      stock: {'/': page(800, 500), '/toolhive': page(1000, 700)},
    },
    desktopCtrlK: {ours: 60, stock: 450},
  };

  it('reports long-task time as a share of stock, against the 50 % target', () => {
    const figures = responsivenessFigures(result);
    const share = figures.filter((f) => f.name.includes('ours ÷ stock'));
    expect(share.map((f) => [f.value, f.budget])).toEqual([
      [0.25, 0.5],
      [0.6, 0.5],
    ]);
    expect(figures.find((f) => f.name === '/toolhive: TBT, ours (4× CPU)')).toMatchObject({
      value: 250,
      budget: 200,
    });
    expect(figures.at(-1)).toMatchObject({
      name: `${DESKTOP_PAGE}: Ctrl+K to search, ours, no throttling`,
      value: 60,
      budget: 100,
    });
  });

  it('writes one row per page with both builds side by side', () => {
    const markdown = responsivenessReport(result, 5, '## Heading');
    expect(markdown).toContain(
      '| `/` | 200 | 800 | 25 % | 40 | 500 | 100 | 400 | 300 | 300 | 400 | 400 |',
    );
    expect(markdown).toContain('| `/toolhive` | 600 | 1000 | 60 % | 250 | 700 |');
    expect(markdown).toContain('without throttling: ours 60 ms, stock 450 ms');
  });

  it('with --without, sets ours beside the build without that trick, and stock', () => {
    const three = {
      ...result,
      pages: {...result.pages, 'without x': {'/': page(300, 90), '/toolhive': page(700, 320)}},
    };
    const markdown = withoutReport(three, 'without x', 5, '## Heading');
    expect(markdown).toContain('| Page | Long tasks ours (ms) | Long tasks without x (ms) |');
    expect(markdown).toContain('| `/` | 200 | 300 | 800 | 40 | 90 | 500 | 100 | 150 | 400 |');
    expect(markdown).toContain(
      '| `/toolhive` | 600 | 700 | 1000 | 250 | 320 | 700 | 300 | 350 | 500 |',
    );
  });
});

describe('npm run bench -- responsiveness: a stalled probe', () => {
  it('is tried once more, and a second failure is thrown', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls === 1) throw new Error('no first paint');
      return 42;
    };
    expect(await retryOnce(flaky, 'http://x/')).toBe(42);
    expect(calls).toBe(2);
    const broken = async () => {
      throw new Error('down');
    };
    await expect(retryOnce(broken, 'http://x/')).rejects.toThrow('down');
  });
});
