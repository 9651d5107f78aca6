/**
 * The registry catalogue's filter logic, kept apart from the component so
 * that unit tests can run it (`tests/unit/registry-catalogue.test.ts`).
 */

/**
 * What the filter knows about one registry server. The generated page
 * (`reference/registry/generate.ts`, `catalogueItems`) writes these from
 * `reference/registry/servers.json`.
 */
export type CatalogueServer = {
  /** Registry name, also the id of the server's heading. */
  name: string;
  transport: 'stdio' | 'sse' | 'streamable-http';
  tier: 'Official' | 'Community';
  tags: string[];
  /** Lower-case text the free-text filter searches (name, description, image, tags, tools). */
  text: string;
};

/** The filter's choices; an empty string means "any". */
export type Filter = {query: string; tag: string; transport: string; tier: string};

export const NO_FILTER: Filter = {query: '', tag: '', transport: '', tier: ''};

/** Transports in the order the filter offers them, with their visible labels. */
export const TRANSPORT_LABELS: Readonly<Record<CatalogueServer['transport'], string>> = {
  stdio: 'stdio',
  sse: 'SSE',
  'streamable-http': 'Streamable HTTP',
};

/**
 * True when a server passes the filter: every word of the query is in its
 * text (ignoring case), and it has the chosen tag, transport and tier.
 */
export function matches(server: CatalogueServer, filter: Filter): boolean {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return (
    words.every((word) => server.text.includes(word)) &&
    (!filter.tag || server.tags.includes(filter.tag)) &&
    (!filter.transport || server.transport === filter.transport) &&
    (!filter.tier || server.tier === filter.tier)
  );
}

/**
 * The tags that group servers (those at least two servers have), with the
 * number of servers that have each, sorted by tag. A tag only one server has
 * works as a keyword: the text filter finds it.
 */
export function tagCounts(servers: CatalogueServer[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const server of servers) {
    for (const tag of server.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).sort(([a], [b]) => a.localeCompare(b));
}
