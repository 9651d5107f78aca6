/**
 * `npm run bench -- code`: the lines of production code that exist only to
 * make pages faster, per trick (`TRICK_CODE` in `config/tricks.ts`) and for
 * the code that supports them (`SPEED_SUPPORT_CODE`), against
 * `SPEED_CODE_BUDGET`. A line counts when it is not blank; READMEs do not
 * count, nor do tests, which live under `tests/`.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

import {SPEED_CODE_BUDGET, SPEED_SUPPORT_CODE, TRICK_CODE} from '../../config/tricks';
import type {Figure} from './figures';

/** The files under `path` (a file or a folder), READMEs left out. */
function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name !== 'README.md')
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Non-blank lines in `paths` (files or folders, from `root`).
 *
 * @throws Error naming a path that does not exist, so that a renamed trick is not counted as 0
 */
export function codeLines(paths: readonly string[], root = '.'): number {
  return paths
    .flatMap((path) => files(join(root, path)))
    .reduce(
      (sum, file) =>
        sum +
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.trim() !== '').length,
      0,
    );
}

/** One figure per trick and per supporting part, then the total held to the budget. */
export function codeFigures(root = '.'): Figure[] {
  const parts = [...Object.entries(TRICK_CODE), ...Object.entries(SPEED_SUPPORT_CODE)].map(
    ([name, paths]): Figure => ({
      name: `Speed-only code: ${name}`,
      value: codeLines(paths, root),
      unit: 'lines',
    }),
  );
  const total = parts.reduce((sum, figure) => sum + figure.value, 0);
  return [
    ...parts,
    {name: 'Speed-only code, in all', value: total, unit: 'lines', budget: SPEED_CODE_BUDGET},
  ];
}
