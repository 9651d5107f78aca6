import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

import {copyDocsData} from '../../mcp/scripts/data';
import {DEFAULT_DATA_DIR, MANIFEST_FILE} from '../../mcp/src/data';
import {RELEVANCE_QUERIES, TYPING_QUERIES} from '../../plugins/search/relevance';
import {latencyFigures, median, type Figure} from './figures';

/**
 * Figures of the docs MCP server (`mcp/`), over stdio as a client uses it:
 * - cold start: from spawning the server (`node mcp/start.cjs`, what
 *   `npm run mcp` runs: the bundle the container image runs) to its answer
 *   to `initialize`, median of 5;
 * - `search_docs` latency p50/p95 over the search bench's queries (about
 *   50: `plugins/search/relevance.ts`), each a full tool call round trip;
 * - resident memory of the server process after those calls.
 * It serves `mcp/data` with a fresh bundle, copying the data from `build/`
 * first when it is missing.
 */

const RUNS = 5;

/** Resident set size of a process and its descendants, in MB (Linux /proc). */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
    } catch {
      // The process ended.
    }
  };
  visit(pid);
  return kb / 1024;
}

async function connect(command: string, args: string[]) {
  const started = performance.now();
  const transport = new StdioClientTransport({command, args, stderr: 'ignore'});
  const client = new Client({name: 'toolhive-docs-bench', version: '1.0.0'});
  await client.connect(transport);
  return {client, transport, ms: performance.now() - started};
}

async function coldStart(command: string, args: string[]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const {client, ms} = await connect(command, args);
    times.push(ms);
    await client.close();
  }
  return median(times);
}

/** Runs the MCP section of `npm run bench`. */
export async function mcpFigures(): Promise<Figure[]> {
  if (!existsSync(join(DEFAULT_DATA_DIR, MANIFEST_FILE))) copyDocsData();
  execFileSync('npm', ['run', '--silent', 'bundle'], {cwd: 'mcp', stdio: 'inherit'});
  const server = [join('mcp', 'start.cjs')];
  const figures: Figure[] = [
    {
      name: `cold start to first response (median of ${RUNS})`,
      value: await coldStart(process.execPath, server),
      unit: 'ms',
      budget: 1000,
    },
  ];

  const {client, transport} = await connect(process.execPath, server);
  try {
    const queries = [...RELEVANCE_QUERIES.map((q) => q.query), ...TYPING_QUERIES];
    const call = (query: string) =>
      client.callTool({name: 'search_docs', arguments: {query, limit: 5}});
    for (const query of queries) await call(query); // warm up
    const latencies: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const query of queries) {
        const started = performance.now();
        await call(query);
        latencies.push(performance.now() - started);
      }
    }
    figures.push(
      ...latencyFigures(
        'search_docs call over stdio',
        `${queries.length} queries × 3`,
        latencies,
        10,
      ),
      {
        name: 'server memory (RSS) after the queries',
        value: treeRssMb(transport.pid!),
        unit: 'MB',
        budget: 150,
      },
    );
  } finally {
    await client.close();
  }
  return figures;
}
