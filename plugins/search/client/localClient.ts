import type {Index, LocalSearchResult, SearchRequest} from '../engine/engine';
import type {CompactPage, Shard} from '../engine/shards';

export type {LocalHit, LocalSearchResult, SearchParams, SearchRequest} from '../engine/engine';

/** The engine's functions, loaded with the first shard. */
type Engine = typeof import('../engine/engine') & typeof import('../engine/shards');

/**
 * A search client that answers DocSearch and the search page from records
 * embedded in the site, in the response shape of Algolia's search API. It
 * loads the index (`shards.ts`) and the engine (`engine.ts`) the first time
 * a search runs, so pages that never search download neither.
 */
export type LocalSearchClient = {
  /** Algolia's `search`, taking `{requests: [...]}` or an array of requests. */
  search(
    requests: {requests: SearchRequest[]} | SearchRequest[],
  ): Promise<{results: LocalSearchResult[]}>;
  /** Same as `search`; the name algoliasearch v5 also offers. */
  searchForHits(
    requests: {requests: SearchRequest[]} | SearchRequest[],
  ): Promise<{results: LocalSearchResult[]}>;
  /** Loads the first shard now and indexes it (the body follows in the background). */
  load(): Promise<void>;
  /** Resolves when every record, body text included, is indexed; rejects when the body cannot load. */
  indexed(): Promise<void>;
  clearCache(): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  appId: string;
  apiKey: string;
};

/** Thrown when the index cannot be fetched or read; DocSearch shows its error screen for this name. */
export class RetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

export type LocalSearchClientOptions = {
  /**
   * URLs of the shard files written by the build, in load order
   * (`/search-index-0.json`, `/search-index-1.json`).
   */
  urls: readonly string[];
  /** Fetch implementation; the global `fetch` by default. */
  fetch?: typeof fetch;
  /**
   * How long a search waits for the body text while it is still loading, in
   * milliseconds, before answering from the headings alone. Default 150.
   */
  bodyWaitMs?: number;
};

/** Records indexed per slice while the body loads; the page gets the main thread between slices. */
const SLICE = 400;

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Creates the embedded search client. The first shard is fetched on the
 * first search (or `load()`) and indexed at once; the rest are fetched and
 * indexed in slices that yield to the page. A failed or malformed first
 * shard rejects with a `RetryError` and the next search tries again; a
 * failed later shard leaves the headings searchable and is tried again by
 * the next search.
 */
export function createLocalSearchClient({
  urls,
  fetch: fetchImpl,
  bodyWaitMs = 150,
}: LocalSearchClientOptions): LocalSearchClient {
  let first: Promise<{index: Index; engine: Engine; pages: CompactPage[]}> | null = null;
  let rest: Promise<void> | null = null;

  const download = async (
    engine: Engine | null,
    n: number,
    pages?: CompactPage[],
  ): Promise<Shard> => {
    let response: Response;
    try {
      response = await (fetchImpl ?? fetch)(urls[n]!);
    } catch (error) {
      throw new RetryError(`Unable to fetch the search index: ${(error as Error).message}`);
    }
    if (!response.ok)
      throw new RetryError(`Unable to fetch the search index: HTTP ${response.status}`);
    let value: unknown;
    try {
      value = await response.json();
    } catch {
      // A development server answers unknown files with its HTML page.
      throw new RetryError('The search index is missing or not valid JSON');
    }
    const shards = engine ?? (await import('../engine/shards'));
    try {
      return shards.checkShard(value, n, pages);
    } catch (error) {
      throw new RetryError((error as Error).message);
    }
  };

  const loadFirst = () => {
    first ??= (async () => {
      const [shard, engine] = await Promise.all([
        download(null, 0),
        Promise.all([import('../engine/engine'), import('../engine/shards')]).then(
          ([e, s]) => ({...e, ...s}) as Engine,
        ),
      ]);
      const index = engine.createIndex();
      engine.addRecords(index, engine.fromShard(shard, shard.pages));
      return {index, engine, pages: shard.pages};
    })().catch((error: unknown) => {
      first = null;
      throw error;
    });
    return first;
  };

  const loadRest = () => {
    rest ??= (async () => {
      const {index, engine, pages} = await loadFirst();
      for (let n = 1; n < urls.length; n += 1) {
        const records = engine.fromShard(await download(engine, n, pages), pages);
        for (let i = 0; i < records.length; i += SLICE) {
          await pause();
          engine.addRecords(index, records.slice(i, i + SLICE));
        }
      }
    })().catch((error: unknown) => {
      rest = null;
      throw error;
    });
    return rest;
  };

  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : input.requests;
    const {index, engine} = await loadFirst();
    const body = loadRest();
    body.catch(() => {}); // The headings still answer; the next search retries.
    // Give the body a moment: on a fast connection the first answer already has it.
    await Promise.race([body, new Promise((resolve) => setTimeout(resolve, bodyWaitMs))]).catch(
      () => {},
    );
    return {results: requests.map((request) => engine.runQuery(index, request))};
  };
  return {
    search,
    searchForHits: search,
    load: async () => {
      await loadFirst();
      loadRest().catch(() => {});
    },
    indexed: async () => {
      await loadFirst();
      await loadRest();
    },
    clearCache: async () => {},
    addAlgoliaAgent: () => {},
    appId: 'local',
    apiKey: 'local',
  };
}

const clients = new Map<string, LocalSearchClient>();

/** The one local client per set of shard URLs, shared by the modal and the search page. */
export function sharedLocalSearchClient(urls: readonly string[]): LocalSearchClient {
  const key = urls.join(' ');
  let client = clients.get(key);
  if (!client) {
    client = createLocalSearchClient({urls});
    clients.set(key, client);
  }
  return client;
}
