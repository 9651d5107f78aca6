import {copyFileSync, existsSync, mkdirSync, rmSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';

import {
  DataError,
  DEFAULT_DATA_DIR,
  loadDocsData,
  MANIFEST_FILE,
  readManifest,
  readRecords,
  RECORDS_FILE,
  twinFile,
} from '../src/data';

/**
 * Copies what the docs MCP server serves from a site build into its data
 * folder: the Markdown manifest, the search records and every Markdown twin
 * the manifest lists (`build/toolhive/faq.md` → `<data>/pages/toolhive/faq.md`).
 * Runs after `docusaurus build` in `npm run build`, so the package works
 * from a fresh clone without a web server.
 *
 * @param buildDir the site build (default `build`)
 * @param dataDir the folder to (re)write (default `mcp/data`)
 * @returns the number of pages copied
 * @throws DataError naming a missing or malformed file of the build
 */
export function copyDocsData(buildDir = 'build', dataDir = DEFAULT_DATA_DIR): number {
  const pages = readManifest(join(buildDir, MANIFEST_FILE));
  readRecords(join(buildDir, RECORDS_FILE));
  for (const page of pages) {
    const twin = join(buildDir, ...page.markdown.split('/').filter(Boolean));
    if (!existsSync(twin)) {
      throw new DataError(
        `${twin} is missing: ${join(buildDir, MANIFEST_FILE)} lists ${page.markdown} for ${page.route}.`,
      );
    }
  }
  rmSync(dataDir, {recursive: true, force: true});
  mkdirSync(dataDir, {recursive: true});
  copyFileSync(join(buildDir, MANIFEST_FILE), join(dataDir, MANIFEST_FILE));
  copyFileSync(join(buildDir, RECORDS_FILE), join(dataDir, RECORDS_FILE));
  for (const page of pages) {
    const target = twinFile(dataDir, page.markdown);
    mkdirSync(dirname(target), {recursive: true});
    copyFileSync(join(buildDir, ...page.markdown.split('/').filter(Boolean)), target);
  }
  // The server's own loader must accept what was copied.
  return loadDocsData(dataDir).pages.length;
}

if (require.main === module) {
  try {
    const count = copyDocsData(process.argv[2] ?? 'build', process.argv[3] ?? DEFAULT_DATA_DIR);
    console.log(
      `Docs MCP server data: ${count} pages copied to ${resolve(process.argv[3] ?? DEFAULT_DATA_DIR)}`,
    );
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    console.error(`Docs MCP server data: ${error.message}`);
    process.exit(1);
  }
}
