import {execFileSync, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

/**
 * `npm run build` from a source tarball (`git archive`), as a packager or a
 * CI system without the repository's history builds it: the site is built,
 * its pages carry no "Last updated" date, and the build says why once
 * (plugins/page-source).
 */
describe('a build from a source archive', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolhive-docs-archive-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('builds, with one warning naming why the pages have no dates', () => {
    const source = join(dir, 'source');
    execFileSync('mkdir', [source]);
    execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${source}"`]);
    symlinkSync(resolve('node_modules'), join(source, 'node_modules'));
    const out = join(dir, 'build');
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', out], {
      cwd: source,
      encoding: 'utf8',
      env: {...process.env, NO_UPDATE_NOTIFIER: '1', NODE_ENV: ''},
    });
    const output = `${build.stdout}\n${build.stderr}`;
    expect(build.status, output).toBe(0);
    expect(output.match(/\[WARNING\].*/g)).toEqual([
      `[WARNING] Pages show no "Last updated" date: ${source} is not a git clone (a source archive, perhaps). Build from a full git clone (or run git fetch --unshallow) to show them.`,
    ]);
    // What a reader sees: the page, without a date; the clone's build has one.
    const page = readFileSync(join(out, 'toolhive/faq.html'), 'utf8');
    expect(page).toContain('Frequently asked questions');
    expect(page).not.toContain('Last updated');
    expect(readFileSync('build/toolhive/faq.html', 'utf8')).toContain('Last updated');
  }, 900_000);
});
