import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, resolve} from 'node:path';

import {packageDir} from '../../config/packages';

export {packageDir};

/** The text of a file inside an installed package. */
export function packageFile(name: string, path: string, from?: string): string {
  return readFileSync(join(packageDir(name, from), path), 'utf8');
}

/** Loads a CommonJS file inside an installed package by its path (past its `exports`). */
export function requirePackageFile<T>(name: string, path: string): T {
  return createRequire(resolve('package.json'))(join(packageDir(name), path)) as T;
}
