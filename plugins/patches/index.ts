import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {packageDir} from '../../config/packages';
import type {Trick} from '../../config/tricks';

/**
 * One module of Docusaurus (or of a package its theme uses) that the site
 * replaces with its own, by a bundler alias in both bundles. README.md has,
 * for each, what it changes, the figure or the bug behind it, and the
 * upstream issue it would close.
 */
export type Patch = {
  /** The patch's name in README.md. */
  name: string;
  /** A bug upstream (`fix`, in every build) or a speed trick (`speed`, off with its trick). */
  kind: 'fix' | 'speed';
  /** For a `speed` patch, the trick of `config/tricks.ts` that switches it off. */
  trick?: Trick;
  /** The package whose module is replaced. */
  package: string;
  /** The exact version the replacement was written against. */
  version: string;
  /**
   * The module replaced: a path inside the package without extension
   * (`lib/hooks/useCodeWordWrap`), or `''` for the package's main entry.
   */
  module: string;
  /** The replacement, from the repository root. */
  with: string;
};

/** Every replaced module. */
export const PATCHES: readonly Patch[] = [
  {
    name: 'word wrap in hidden blocks',
    kind: 'fix',
    package: '@docusaurus/theme-common',
    version: '3.8.1',
    module: 'lib/hooks/useCodeWordWrap',
    with: 'plugins/code-word-wrap/use-code-word-wrap.ts',
  },
  {
    name: 'code blocks that read no colour mode',
    kind: 'speed',
    trick: 'code-highlight',
    package: '@docusaurus/theme-common',
    version: '3.8.1',
    module: 'lib/hooks/usePrismTheme',
    with: 'plugins/code-highlight/use-prism-theme.ts',
  },
  {
    name: 'tokens from the build',
    kind: 'speed',
    trick: 'code-highlight',
    package: 'prism-react-renderer',
    version: '2.4.1',
    module: '',
    with: 'plugins/code-highlight/prism-react-renderer.tsx',
  },
];

const packageJson = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {name: string; version: string};

/**
 * The bundler aliases of the patches in use: each replaced module, without
 * and with `.js` (the two names the bundler may look it up by), or the
 * package's name for its main entry (`name$`, an exact match) → the
 * replacement's absolute path.
 *
 * @param off the tricks switched off (`tricksOff` in `config/tricks.ts`);
 *   a patch of one of them is left out
 * @param patches the patches (default {@link PATCHES})
 * @throws Error naming the patch when the installed package is not the
 *   version the patch was written for, or the replaced file is not there:
 *   an upgrade must look at each patch again, as `patch-package` would
 */
export function patchAliases(
  off: ReadonlySet<Trick>,
  patches: readonly Patch[] = PATCHES,
): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const patch of patches) {
    if (patch.trick && off.has(patch.trick)) continue;
    const dir = packageDir(patch.package);
    const {version} = packageJson(dir);
    const replacement = resolve(patch.with);
    if (version !== patch.version) {
      throw new Error(
        `plugins/patches: "${patch.name}" replaces ${patch.package}@${patch.version}, but ${version} is installed. Check ${patch.with} against the new version (plugins/patches/README.md), then update its version.`,
      );
    }
    if (patch.module === '') {
      aliases[`${patch.package}$`] = replacement;
      continue;
    }
    const module = join(dir, patch.module);
    if (!existsSync(`${module}.js`)) {
      throw new Error(
        `plugins/patches: "${patch.name}" replaces ${patch.package}/${patch.module}.js, which is not there.`,
      );
    }
    aliases[module] = replacement;
    aliases[`${module}.js`] = replacement;
  }
  return aliases;
}

/**
 * Local plugin: puts every patch in use ({@link patchAliases}) in the place
 * of the module it replaces, in both bundles.
 *
 * @param off the tricks switched off
 */
export default function patches(off: ReadonlySet<Trick>): Plugin {
  const alias = patchAliases(off);
  return {
    name: 'patches',
    configureWebpack() {
      return {resolve: {alias}};
    },
  };
}
