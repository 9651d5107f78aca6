import {parseArgs} from 'node:util';

import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';

import {DataError, DEFAULT_DATA_DIR, loadDocsData} from './data';
import {allowedHostnames, serveHttp} from './http';
import {createServer, prepareDocs, type Docs} from './server';

/**
 * The command line of the docs MCP server (`npm run mcp`, the container's
 * entry point). Logs go to stderr: over stdio, stdout carries only the
 * protocol's JSON-RPC messages.
 */

const NAME = 'toolhive-docs-mcp';

export const USAGE = `Usage: ${NAME} [options]

Serves the ToolHive docs to MCP clients: the tools search_docs, get_page and
list_pages, and every page as a text/markdown resource.

Options:
  --transport <stdio|streamable-http>  how clients connect (default: stdio)
  --port <n>                           streamable-http: port to listen on, 0 for any free port (default: 8080)
  --host <address>                     streamable-http: address to bind (default: 127.0.0.1)
  --allowed-host <name>                streamable-http: a host name clients may use in the Host and
                                       Origin headers besides the loopback names and the bound
                                       address; repeat for more
  --data-dir <folder>                  data to serve (default: the package's data folder, written by npm run build)
  -h, --help                           show this help

Over streamable-http the endpoint is http://<host>:<port>/mcp. Requests whose Host or
Origin header names another host are refused (403).
`;

/** Parsed command line. */
export type Options =
  | {help: true}
  | {
      help: false;
      transport: 'stdio' | 'streamable-http';
      port: number;
      host: string;
      /** `--allowed-host` values, as given. */
      allowedHosts: string[];
      dataDir: string;
    };

/** Thrown for a bad command line; the message says what is wrong. */
export class UsageError extends Error {}

/**
 * Parses the command line.
 *
 * @throws UsageError for an unknown flag, a missing or bad value, or an HTTP
 *   flag without `--transport streamable-http`
 */
export function parseOptions(argv: string[]): Options {
  let values: ReturnType<typeof parse>['values'];
  function parse(args: string[]) {
    return parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        transport: {type: 'string'},
        port: {type: 'string'},
        host: {type: 'string'},
        'allowed-host': {type: 'string', multiple: true},
        'data-dir': {type: 'string'},
        help: {type: 'boolean', short: 'h'},
      },
    });
  }
  try {
    values = parse(argv).values;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return {help: true};
  const transport = values.transport ?? 'stdio';
  if (transport !== 'stdio' && transport !== 'streamable-http') {
    throw new UsageError(`--transport must be stdio or streamable-http, not "${transport}".`);
  }
  const allowedHosts = values['allowed-host'] ?? [];
  if (
    transport === 'stdio' &&
    (values.port !== undefined || values.host !== undefined || allowedHosts.length > 0)
  ) {
    throw new UsageError(
      '--port, --host and --allowed-host apply only with --transport streamable-http.',
    );
  }
  const portText = values.port ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new UsageError(`--port must be a whole number from 0 to 65535, not "${portText}".`);
  }
  const host = values.host ?? '127.0.0.1';
  if (!host.trim()) throw new UsageError('--host must not be empty.');
  try {
    allowedHostnames(host, allowedHosts);
  } catch (error) {
    throw new UsageError(`--allowed-host: ${(error as Error).message}`);
  }
  const dataDir = values['data-dir'] ?? DEFAULT_DATA_DIR;
  if (!dataDir.trim()) throw new UsageError('--data-dir must not be empty.');
  return {help: false, transport, port, host, allowedHosts, dataDir};
}

function log(message: string): void {
  process.stderr.write(`${NAME}: ${message}\n`);
}

async function serveStdio(docs: Docs): Promise<void> {
  const server = createServer(docs);
  await server.connect(new StdioServerTransport());
  // The client closing stdin ends the session.
  process.stdin.on('end', () => process.exit(0));
  log(`serving ${docs.pages.length} pages on stdio`);
}

/**
 * Runs the server.
 *
 * @returns the exit code when the server cannot start (2 for a bad command
 *   line, 1 for missing data or a port in use); never returns while it serves
 */
export async function main(argv: string[]): Promise<number | undefined> {
  let options: Options;
  try {
    options = parseOptions(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`${error.message}\nRun ${NAME} --help for the options.`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  let docs: Docs;
  try {
    docs = prepareDocs(loadDocsData(options.dataDir));
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    log(error.message);
    return 1;
  }
  if (options.transport === 'stdio') {
    await serveStdio(docs);
    return undefined;
  }
  try {
    const http = await serveHttp(docs, options.host, options.port, options.allowedHosts);
    const address = http.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    // A wildcard address is no address a client can use: name the loopback one.
    const wildcard = options.host === '0.0.0.0' || options.host === '::';
    const shown = wildcard
      ? '127.0.0.1'
      : options.host.includes(':')
        ? `[${options.host}]`
        : options.host;
    log(`serving ${docs.pages.length} pages at http://${shown}:${port}/mcp`);
    if (wildcard) {
      log(
        'listening on every interface: any client that can reach this machine can call the tools; ' +
          'a client whose URL names this machine by another name or address needs --allowed-host with it',
      );
    }
    const stop = () => http.close(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    log(`cannot listen on ${options.host}:${options.port}: ${(error as Error).message}`);
    return 1;
  }
  return undefined;
}
