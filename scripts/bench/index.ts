/**
 * `npm run bench`: prints the site's speed and size figures next to their
 * budgets. It measures; it does not fail on a figure over budget (the tests
 * check behaviour, this reports numbers). Results are also written to
 * `bench-results/latest.json`.
 *
 * Sections: search (Node, and Chromium against the site served by nginx
 * with the production config). Uses the production build in `build/`,
 * building it first when it is missing. Needs nginx (`NGINX_PATH`).
 */
import {execSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';

import {searchFigures, type Figure} from './search';
import {firstHitsFigures} from './search-browser';
import {startNginx} from '../nginx';

const PORT = 3290;

function format(figure: Figure): string {
  const value = Number.isInteger(figure.value) ? String(figure.value) : figure.value.toFixed(2);
  const shown = `${value}${figure.unit ? ` ${figure.unit}` : ''}`;
  if (figure.budget === undefined) return `  ${figure.name.padEnd(72)} ${shown}`;
  const ok =
    figure.lowerIsBetter === false ? figure.value >= figure.budget : figure.value <= figure.budget;
  const budget = `${figure.lowerIsBetter === false ? '≥' : '≤'} ${figure.budget}${figure.unit ? ` ${figure.unit}` : ''}`;
  return `  ${figure.name.padEnd(72)} ${shown.padStart(12)}   budget ${budget}  ${ok ? 'ok' : 'OVER'}`;
}

async function main(): Promise<void> {
  if (!existsSync('build/search-records.json')) {
    console.log('No production build found; building…');
    execSync('npx docusaurus build', {
      stdio: 'inherit',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1'},
    });
  }
  const all: Figure[] = [];

  console.log('\nSearch');
  const search = searchFigures();
  for (const figure of search.figures) console.log(format(figure));
  for (const miss of search.misses) {
    console.log(`    not in top 5: "${miss.query}" → ${miss.got.join(', ') || 'no hits'}`);
  }
  all.push(...search.figures);

  const server = await startNginx('build', PORT);
  try {
    for (const figure of await firstHitsFigures(server.url)) {
      console.log(format(figure));
      all.push(figure);
    }
  } finally {
    server.stop();
  }

  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/latest.json', `${JSON.stringify(all, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
