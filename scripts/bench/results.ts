import {execSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {cpus, release, totalmem, type} from 'node:os';
import {dirname} from 'node:path';
import {format} from 'prettier';

import {CHROMIUM_PATH} from '../../config/chromium';

/** The file where the side-by-side benchmarks keep their evidence. */
export const RESULTS_FILE = 'bench/RESULTS.md';

/**
 * Replaces one benchmark's section of `bench/RESULTS.md` (the text between
 * `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`), or appends it, so
 * that each benchmark rewrites its own figures and leaves the others' and
 * the hand-written notes as they are. The file is formatted as the
 * repository's Markdown is (`npm run format:check`).
 *
 * @param name the section's marker name, e.g. `ab` or `responsiveness`
 * @param markdown the section's content
 */
export async function writeResultsSection(
  name: string,
  markdown: string,
  file = RESULTS_FILE,
): Promise<void> {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n\n${markdown.trim()}\n\n${end}`;
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}${current ? '\n\n' : ''}${block}\n`;
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, await format(next, {parser: 'markdown'}));
}

/**
 * What a benchmark ran on, for its section: the commit (and whether the
 * working tree differed from it), and the machine, Node and Chromium.
 */
export function runContext(): {commit: string; machine: string} {
  const head = execSync('git rev-parse --short HEAD', {encoding: 'utf8'}).trim();
  const dirty = execSync('git status --porcelain', {encoding: 'utf8'}).trim() !== '';
  const chromium = execSync(`${CHROMIUM_PATH} --version`, {encoding: 'utf8'}).trim();
  const cpu = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
  return {
    commit: dirty ? `${head} with uncommitted changes` : head,
    machine: `${cpu}, ${Math.round(totalmem() / 2 ** 30)} GB RAM, ${type()} ${release()}; Node ${process.version}; ${chromium}`,
  };
}
