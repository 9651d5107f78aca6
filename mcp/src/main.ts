import {main} from './cli';

/** Entry point: `tsx mcp/src/main.ts` (`npm run mcp`) or the bundled `dist/server.cjs`. */
main(process.argv.slice(2)).then(
  (code) => {
    if (code !== undefined) process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `toolhive-docs-mcp: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
