import {readFileSync, writeFileSync} from 'node:fs';

/**
 * Writes a generated page only when its text differs from the file on disk,
 * so an unchanged page keeps its modification time (and Docusaurus does not
 * rebuild it).
 *
 * @returns true when the file was written
 */
export function writeIfChanged(file: string, text: string): boolean {
  let current: string | undefined;
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) return false;
  writeFileSync(file, text);
  return true;
}
