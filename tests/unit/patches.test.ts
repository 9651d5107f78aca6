import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

import {PATCHES, patchAliases, type Patch} from '../../plugins/patches';
import {TRICKS} from '../../config/tricks';
import {packageDir} from '../support/packages';

describe('plugins/patches: every module of Docusaurus the site replaces, in one list', () => {
  it('puts each replacement in the place of a file the installed package has, under both its names', () => {
    const aliases = patchAliases(new Set());
    const expected = PATCHES.flatMap((patch) => {
      const replacement = resolve(patch.with);
      if (patch.module === '') return [[`${patch.package}$`, replacement]];
      const module = join(packageDir(patch.package), patch.module);
      return [
        [module, replacement],
        [`${module}.js`, replacement],
      ];
    });
    expect(Object.entries(aliases).sort()).toEqual(expected.sort());
  });

  it('leaves out the patches of a trick that is switched off', () => {
    const aliases = Object.values(patchAliases(new Set(['code-highlight'])));
    expect(aliases).not.toContain(resolve('plugins/code-highlight/prism-react-renderer.tsx'));
    expect(aliases).toContain(resolve('plugins/code-word-wrap/use-code-word-wrap.ts'));
    expect(patchAliases(new Set(TRICKS))).toEqual(
      patchAliases(
        new Set(),
        PATCHES.filter((patch) => patch.kind === 'fix'),
      ),
    );
  });

  it('stops the build, naming the patch, when the installed package is another version', () => {
    const patch: Patch = {...PATCHES[0]!, version: '3.9.0'};
    expect(() => patchAliases(new Set(), [patch])).toThrow(
      `"${patch.name}" replaces ${patch.package}@3.9.0, but 3.8.1 is installed`,
    );
  });

  it('stops the build, naming the patch, when the replaced file is gone', () => {
    const patch: Patch = {...PATCHES[0]!, module: 'lib/hooks/useGone'};
    expect(() => patchAliases(new Set(), [patch])).toThrow(
      `"${patch.name}" replaces @docusaurus/theme-common/lib/hooks/useGone.js, which is not there`,
    );
  });

  it('every speed patch names its trick, and README.md describes every patch', () => {
    const readme = readFileSync('plugins/patches/README.md', 'utf8');
    for (const patch of PATCHES) {
      if (patch.kind === 'speed') expect(TRICKS, patch.name).toContain(patch.trick);
      expect(readme, patch.name).toContain(`### ${patch.name}`);
      expect(readme, patch.name).toContain(patch.with);
    }
  });

  it('no other plugin sets a bundler alias', () => {
    const files = readdirSync('plugins', {recursive: true, encoding: 'utf8'}).filter(
      (file) => /\.tsx?$/.test(file) && !file.startsWith('patches/'),
    );
    const aliasing = files.filter((file) =>
      /\balias\s*:/.test(readFileSync(join('plugins', file), 'utf8')),
    );
    expect(aliasing).toEqual([]);
  });
});
