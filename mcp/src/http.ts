import type {Server} from 'node:http';
import type {NextFunction, Request, Response} from 'express';

import {createMcpExpressApp} from '@modelcontextprotocol/sdk/server/express.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';

import {createServer, type Docs} from './server';

/**
 * The streamable HTTP transport at `/mcp`: stateless (each POST gets its own
 * server and transport over the shared data), and guarded as the MCP
 * specification asks of a server on HTTP
 * (https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#security-warning):
 *
 * - **Host** must name an allowed host (see {@link allowedHostnames}),
 *   whatever address the server is bound to, against DNS rebinding;
 * - **Origin**, when a browser sends one, must be an allowed host too;
 * - a request body is at most {@link MAX_BODY_BYTES} and a batch at most
 *   {@link MAX_BATCH} messages, so one client cannot hold the server
 *   (which answers on one thread) while others wait;
 * - every answer, errors included, is JSON (a JSON-RPC error object), never
 *   an HTML page, whatever `NODE_ENV` is; no `X-Powered-By`.
 */

/** Largest request body, in bytes (the SDK's JSON parser's own limit, `100kb`). */
export const MAX_BODY_BYTES = 100 * 1024;

/** Most JSON-RPC messages in one batch. */
export const MAX_BATCH = 10;

/** The loopback names every server accepts in `Host` and `Origin`. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A host as the URL parser writes a hostname: lower case, IPv4 in dotted
 * form (`127.1` → `127.0.0.1`), IPv6 in brackets.
 *
 * @returns null when it is not a host name or address
 */
function hostname(host: string): string | null {
  if (/[\s/?#@\\]/.test(host)) return null;
  const text = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return new URL(`http://${text}`).hostname;
  } catch {
    return null;
  }
}

/**
 * The host names a request may carry in `Host` (port ignored) and `Origin`:
 * the loopback names, the bind address unless it is a wildcard (`0.0.0.0`,
 * `::`), and each `--allowed-host`.
 *
 * @param bind the address the server listens on (`--host`)
 * @param extra the `--allowed-host` values
 * @throws Error naming a value that is not a host name or address
 */
export function allowedHostnames(bind: string, extra: readonly string[] = []): string[] {
  const names = new Set(LOOPBACK);
  const bound = hostname(bind);
  if (bound && bound !== '0.0.0.0' && bound !== '[::]') names.add(bound);
  for (const value of extra) {
    const name = hostname(value);
    if (!name) throw new Error(`"${value}" is not a host name or address.`);
    names.add(name);
  }
  return [...names];
}

/**
 * Whether a request's `Origin` header is acceptable: absent (not a
 * browser, or a same-origin GET), or an `http:`/`https:` origin whose host
 * is one of `allowed` (any port). `null` and other schemes are refused.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && allowed.includes(url.hostname)
    );
  } catch {
    return false;
  }
}

/** Sends a JSON-RPC error object with no id, as the SDK's transport does. */
function rpcError(res: Response, status: number, code: number, message: string): void {
  res.status(status).json({jsonrpc: '2.0', error: {code, message}, id: null});
}

/** The JSON parser's failures (body-parser's `type`), as status, JSON-RPC code and message. */
const BODY_ERRORS: Record<string, [number, number, string]> = {
  'entity.parse.failed': [400, -32700, 'Parse error: the body is not valid JSON.'],
  'entity.too.large': [413, -32600, `The body is larger than ${MAX_BODY_BYTES} bytes.`],
  'charset.unsupported': [415, -32600, 'Send the body as UTF-8 JSON.'],
  'encoding.unsupported': [415, -32600, 'Send the body without a content encoding.'],
};

/**
 * The Express app of the transport.
 *
 * @param docs the shared pages and index
 * @param hosts the allowed host names ({@link allowedHostnames})
 */
export function createHttpApp(docs: Docs, hosts: readonly string[]) {
  // The SDK's app: its Host check over `hosts`, then its JSON parser.
  const app = createMcpExpressApp({allowedHosts: [...hosts]});
  app.disable('x-powered-by');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (originAllowed(req.headers.origin, hosts)) return next();
    rpcError(res, 403, -32000, `Origin not allowed: ${String(req.headers.origin).slice(0, 100)}`);
  });

  app.post('/mcp', async (req: Request, res: Response) => {
    if (Array.isArray(req.body) && req.body.length > MAX_BATCH) {
      rpcError(res, 400, -32600, `A batch may hold at most ${MAX_BATCH} messages.`);
      return;
    }
    const server = createServer(docs);
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, req.body);
    } catch (error) {
      process.stderr.write(`toolhive-docs-mcp: request failed: ${(error as Error).message}\n`);
      if (!res.headersSent) rpcError(res, 500, -32603, 'Internal server error');
    }
  });
  // Stateless: no server-to-client stream and no session to end.
  app.all('/mcp', (_req: Request, res: Response) => {
    res.set('Allow', 'POST');
    rpcError(res, 405, -32000, 'Method not allowed: POST JSON-RPC messages to /mcp.');
  });
  app.use((_req: Request, res: Response) => {
    rpcError(res, 404, -32000, 'Not found: the MCP endpoint is POST /mcp.');
  });
  // Express's own error page is HTML with a stack trace unless NODE_ENV is production.
  app.use((error: {type?: string}, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const [status, code, message] = BODY_ERRORS[error.type ?? ''] ?? [
      500,
      -32603,
      'Internal server error',
    ];
    if (status === 500) {
      process.stderr.write(`toolhive-docs-mcp: request failed: ${String(error)}\n`);
    }
    rpcError(res, status, code, message);
  });
  return app;
}

/**
 * Serves `docs` over streamable HTTP at `http://host:port/mcp`.
 *
 * @param extraHosts the `--allowed-host` values
 * @returns the listening server
 * @throws the listen error (a port in use, an address not on this machine)
 */
export function serveHttp(
  docs: Docs,
  host: string,
  port: number,
  extraHosts: readonly string[] = [],
): Promise<Server> {
  const app = createHttpApp(docs, allowedHostnames(host, extraHosts));
  return new Promise((resolve, reject) => {
    const http = app.listen(port, host);
    http.once('error', reject);
    http.once('listening', () => resolve(http));
  });
}
