import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';

import type {DocsData, Page} from './data';
import {closestRoutes, findPage} from './pages';
import {createSearcher, searchDocs, type Searcher, type SearchHit} from './search';
import {headingIndex, pageIntroduction, sectionFor, type Headings} from './sections';

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

/** Longest section `search_docs` returns with `include: "section"`, in characters. */
export const MAX_SECTION_CHARS = 6000;

/** What every server instance shares: the pages, the search index and the anchors' headings, loaded once. */
export type Docs = DocsData & {searcher: Searcher; headings: Headings};

/** Indexes loaded data for the server (builds the search index once). */
export function prepareDocs(data: DocsData): Docs {
  return {
    ...data,
    searcher: createSearcher(data.indexName, data.records, data.pages),
    headings: headingIndex(data.records),
  };
}

/** The anchor of a page reference (`/toolhive/faq#what-is-mcp` → `what-is-mcp`), if any. */
function anchorOf(reference: string): string | undefined {
  const hash = reference.indexOf('#');
  if (hash < 0 || hash === reference.length - 1) return undefined;
  try {
    return decodeURIComponent(reference.slice(hash + 1));
  } catch {
    return reference.slice(hash + 1);
  }
}

/**
 * The Markdown of a page's section for an anchor, opened by where it is:
 * the page title, the heading path and the section's URL.
 *
 * @returns undefined when the page has no such anchor
 */
function sectionText(docs: Docs, page: Page, anchor: string): string | undefined {
  const path = docs.headings.get(`${page.route}#${anchor}`);
  const section = path && sectionFor(page.text, path);
  if (!path || !section) return undefined;
  const inside =
    section.path.length < path.length
      ? `\n"${path.at(-1)}" is an entry of this section, not a heading of its own.`
      : '';
  return (
    `Page: ${page.title}\nSection: ${path.slice(1).join(' › ')}\nURL: ${page.url}#${anchor}${inside}\n\n` +
    `${section.markdown}\n`
  );
}

/** A hit's section (`include: "section"`), or the page's introduction for a hit on the page itself. */
function hitSection(docs: Docs, hit: SearchHit): string {
  const [url, anchor] = hit.url.split('#', 2) as [string, string | undefined];
  const page = docs.pages.find((p) => p.url === url);
  if (!page) return '';
  const text = (anchor && sectionText(docs, page, anchor)) || pageIntroduction(page.text);
  return text.length > MAX_SECTION_CHARS
    ? `${text.slice(0, MAX_SECTION_CHARS).trimEnd()}\n\n… (cut; get_page ${hit.url} returns all of it)`
    : text;
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
  markdown: z.string().optional(),
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
        "Returns the best sections first: title, heading, URL (with the heading's anchor), sidebar section and an excerpt of up to 60 words; " +
        'with include "section", also each hit\'s section as Markdown.',
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
        include: z
          .enum(['snippet', 'section'])
          .default('snippet')
          .describe(
            `"section" adds each hit's section as Markdown (at most ${MAX_SECTION_CHARS} characters each); default "snippet"`,
          ),
      },
      outputSchema: {query: z.string(), hits: z.array(hitSchema)},
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit, include}) => {
      const found = searchDocs(docs.searcher, query, limit);
      const hits =
        include === 'section'
          ? found.map((hit) => ({...hit, markdown: hitSection(docs, hit)}))
          : found;
      const text = hits.length
        ? hits
            .map(
              (hit, i) =>
                `${i + 1}. ${hit.title}${hit.heading ? ` › ${hit.heading}` : ''} (${hit.section})\n` +
                `   ${hit.url}\n   ${hit.snippet}` +
                ('markdown' in hit ? `\n\n${hit.markdown}\n` : ''),
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
        '(https://…/toolhive/faq), its path (/toolhive/faq) or its Markdown path (/toolhive/faq.md). ' +
        "With an anchor (a search hit's URL, /toolhive/faq#what-is-mcp), returns only that section, with its heading path.",
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
      const anchor = anchorOf(reference);
      // `#top` is the top of the page (the HTML standard's fragment for it).
      if (anchor === undefined || anchor.toLowerCase() === 'top') {
        return {content: [{type: 'text', text: page.text}]};
      }
      const section = sectionText(docs, page, anchor);
      if (section === undefined) {
        const anchors = [...docs.headings.keys()]
          .filter((key) => key.startsWith(`${page.route}#`))
          .slice(0, 20)
          .map((key) => key.slice(page.route.length));
        return errorResult(
          `No section "#${anchor}" on ${page.url}. ` +
            (anchors.length ? `Its sections include ${anchors.join(', ')}. ` : '') +
            `get_page ${page.route} returns the whole page.`,
        );
      }
      return {content: [{type: 'text', text: section}]};
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
          .describe(
            `Section to list, as llms.txt and search hits name it, e.g. "${sections.find((name) => name.startsWith('Guides')) ?? sections[0]}" (any letter case)`,
          ),
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
