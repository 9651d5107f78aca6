import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';

/**
 * The folder of an installed package: where its `package.json` resolves,
 * or, for packages whose `exports` hide that file, above its main entry.
 *
 * @param name the package name
 * @param from a file whose resolution to use (default: the site's)
 */
export function packageDir(name: string, from = resolve('package.json')): string {
  const require = createRequire(from);
  try {
    return dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Hidden by the package's exports: walk up from the main entry.
  }
  let dir = dirname(require.resolve(name));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as {name?: string}).name === name
    ) {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json named ${name} above its main entry`);
    dir = parent;
  }
}
