/**
 * `npm run mcp`: starts the docs MCP server bundle that `npm run build`
 * writes to mcp/dist/server.cjs (the same file the container image runs),
 * or says to build first. Arguments pass through: `npm run mcp -- --help`.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {existsSync} = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {join} = require('node:path');

const bundle = join(__dirname, 'dist', 'server.cjs');
if (existsSync(bundle)) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(bundle);
} else {
  process.stderr.write(`toolhive-docs-mcp: ${bundle} is missing. Run npm run build first.\n`);
  process.exitCode = 1;
}
