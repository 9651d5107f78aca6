import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';

import type {DocsData, Page} from './data';
import {closestRoutes, findPage} from './pages';
import {createSearcher, searchDocs, type Searcher} from './search';

/**
 * The docs MCP server's tools and resources:
 * - `search_docs`: the site search over the docs;
 * - `get_page`: a page's Markdown;
 * - `list_pages`: every page, or one section's;
 * - one resource per page, at its canonical URL, as `text/markdown`.
 */

/** Name and version the server reports when a client connects. */
export const SERVER_INFO = {name: 'toolhive-docs', version: '1.0.0'};

/** Longest `search_docs` query accepted, in characters. */
export const MAX_QUERY_LENGTH = 200;

/** What every server instance shares: the pages and the search index, loaded once. */
export type Docs = DocsData & {searcher: Searcher};

/** Indexes loaded data for the server (builds the search index once). */
export function prepareDocs(data: DocsData): Docs {
  return {...data, searcher: createSearcher(data.indexName, data.records, data.pages)};
}

function errorResult(message: string): CallToolResult {
  return {isError: true, content: [{type: 'text', text: message}]};
}

function pageSummary(page: Page) {
  return {
    title: page.title,
    url: page.url,
    path: page.route,
    section: page.section,
    description: page.description,
  };
}

const hitSchema = z.object({
  title: z.string(),
  heading: z.string().nullable(),
  url: z.string(),
  section: z.string(),
  snippet: z.string(),
});

const pageSchema = z.object({
  title: z.string(),
  url: z.string(),
  path: z.string(),
  section: z.string(),
  description: z.string(),
});

/**
 * A new MCP server over the docs. Cheap to create: the data and the index
 * are shared, so the HTTP transport creates one per request.
 */
export function createServer(docs: Docs): McpServer {
  const server = new McpServer(SERVER_INFO, {
    instructions:
      'Documentation of ToolHive, which runs MCP servers in containers (the thv CLI, the desktop UI and the Kubernetes operator). ' +
      'Call search_docs to find pages, then get_page with a hit URL to read one in full; list_pages lists every page.',
  });
  const sections = [...new Set(docs.pages.map((page) => page.section))].filter(Boolean);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the ToolHive docs',
      description:
        'Full-text search over the ToolHive documentation (the same engine as the site search). ' +
        'Returns the best sections first: title, heading, URL, sidebar section and a short excerpt.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'query must not be empty')
          .max(MAX_QUERY_LENGTH, `query must be at most ${MAX_QUERY_LENGTH} characters`)
          .describe('Words to search for, e.g. "store an api key"'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(5)
          .describe('Most hits to return, 1 to 20 (default 5)'),
      },
      outputSchema: {query: z.string(), hits: z.array(hitSchema)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      const hits = searchDocs(docs.searcher, query, limit);
      const text = hits.length
        ? hits
            .map(
              (hit, i) =>
                `${i + 1}. ${hit.title}${hit.heading ? ` › ${hit.heading}` : ''} (${hit.section})\n` +
                `   ${hit.url}\n   ${hit.snippet}`,
            )
            .join('\n')
        : `No page matches "${query}". Try fewer or other words, or list_pages.`;
      return {content: [{type: 'text', text}], structuredContent: {query, hits}};
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a ToolHive docs page',
      description:
        'Returns one page of the ToolHive docs as Markdown. Pass its URL ' +
        '(https://…/toolhive/faq), its path (/toolhive/faq) or its Markdown path (/toolhive/faq.md).',
      inputSchema: {
        page: z
          .string()
          .trim()
          .min(1, 'page must not be empty')
          .max(2048)
          .describe('URL or path of the page, e.g. /toolhive/guides-cli/secrets-management'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({page: reference}) => {
      const page = findPage(reference, docs.pages);
      if (!page) {
        return errorResult(
          `No docs page at "${reference}". Closest pages: ${closestRoutes(reference, docs.pages).join(', ')}. ` +
            `list_pages lists all ${docs.pages.length}.`,
        );
      }
      return {content: [{type: 'text', text: page.text}]};
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the ToolHive docs pages',
      description:
        'Lists the pages of the ToolHive docs in sidebar order: title, URL, path, section and description. ' +
        `Pass section to list one section only (${sections.join(', ')}).`,
      inputSchema: {
        section: z
          .string()
          .trim()
          .max(200)
          .optional()
          .describe('Sidebar section to list, e.g. "Guides: CLI" (any letter case)'),
      },
      outputSchema: {pages: z.array(pageSchema)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({section}) => {
      const wanted = section?.toLowerCase();
      const pages = docs.pages.filter((page) => !wanted || page.section.toLowerCase() === wanted);
      if (pages.length === 0) {
        return errorResult(`No section "${section}". Sections: ${sections.join(', ')}.`);
      }
      const summaries = pages.map(pageSummary);
      const text = summaries
        .map((page) => `- ${page.title} (${page.section}): ${page.url}\n  ${page.description}`)
        .join('\n');
      return {content: [{type: 'text', text}], structuredContent: {pages: summaries}};
    },
  );

  for (const page of docs.pages) {
    server.registerResource(
      page.route,
      page.url,
      {title: page.title, description: page.description, mimeType: 'text/markdown'},
      async () => ({contents: [{uri: page.url, mimeType: 'text/markdown', text: page.text}]}),
    );
  }
  return server;
}
