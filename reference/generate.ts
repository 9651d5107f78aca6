/**
 * Regenerates every reference page from its source (`npm run gen`):
 * - `reference/cli/commands.json` → `docs/toolhive/reference/cli/thv*.mdx`
 * - `reference/crd/mcpserver.json` → `docs/toolhive/reference/crd-spec.mdx`
 * - `reference/registry/servers.json` → `docs/toolhive/reference/registry.mdx`
 * - `static/api-specs/toolhive-api.yaml` → `docs/toolhive/reference/api.mdx`
 * A malformed source fails with the file and the field named.
 */
import {writeApiPage} from './api/generate';
import {writeCliPages} from './cli/generate';
import {writeCrdPage} from './crd/generate';
import {writeRegistryPage} from './registry/generate';

try {
  const cliPages = writeCliPages();
  console.log(`CLI reference: ${cliPages} pages`);
  console.log(`CRD reference: ${writeCrdPage()}`);
  console.log(`Registry catalogue: ${writeRegistryPage()}`);
  console.log(`API reference: ${writeApiPage()}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
