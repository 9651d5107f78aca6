import type {Index, LocalSearchResult, SearchRequest} from './engine';
import type {SearchRecordsFile} from '../types';

export type {LocalHit, LocalSearchResult, SearchParams, SearchRequest} from './engine';

/** The loaded index with the engine's query function. */
type LoadedIndex = Index & {runQuery: (index: Index, request: SearchRequest) => LocalSearchResult};

/**
 * A search client that answers DocSearch and the search page from records
 * embedded in the site, in the response shape of Algolia's search API. It
 * loads the records and the engine (./engine) the first time a search runs,
 * so pages that never search download neither.
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
  /** Loads the records now and indexes the headings (body text follows in the background). */
  load(): Promise<void>;
  /** Resolves when every record, body text included, is indexed. */
  indexed(): Promise<void>;
  clearCache(): Promise<void>;
  addAlgoliaAgent(segment: string, version?: string): void;
  appId: string;
  apiKey: string;
};

/** Thrown when the records cannot be fetched; DocSearch shows its error screen for this name. */
export class RetryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RetryError';
  }
}

export type LocalSearchClientOptions = {
  /** URL of the records file written by the build (`/search-records.json`). */
  url: string;
  /** Fetch implementation; the global `fetch` by default. */
  fetch?: typeof fetch;
};

/**
 * Creates the embedded search client. Records are fetched on the first
 * search (or `load()`), then indexed in memory; a failed fetch rejects with a
 * `RetryError` and the next search tries again.
 */
export function createLocalSearchClient({
  url,
  fetch: fetchImpl,
}: LocalSearchClientOptions): LocalSearchClient {
  let loading: Promise<LoadedIndex> | null = null;
  let indexed: Promise<void> = Promise.resolve();
  const load = (): Promise<LoadedIndex> => {
    loading ??= (async () => {
      let response: Response;
      try {
        response = await (fetchImpl ?? fetch)(url);
      } catch (error) {
        throw new RetryError(`Unable to fetch the search index: ${(error as Error).message}`);
      }
      if (!response.ok) {
        throw new RetryError(`Unable to fetch the search index: HTTP ${response.status}`);
      }
      let file: SearchRecordsFile;
      try {
        file = (await response.json()) as SearchRecordsFile;
      } catch {
        // A development server answers unknown files with its HTML page.
        throw new RetryError('The search index is missing or not valid JSON');
      }
      // Headings first, synchronously: the first query can be answered a few
      // milliseconds after the download. Body text follows in chunks that
      // yield to the page; queries meanwhile search what is indexed so far.
      const engine = await import('./engine');
      const search = engine.createIndex();
      search.addAll(file.records.filter((record) => record.type !== 'content'));
      indexed = search.addAllAsync(
        file.records.filter((record) => record.type === 'content'),
        {chunkSize: 400},
      );
      return {
        search,
        byId: new Map(file.records.map((r) => [r.objectID, r])),
        runQuery: engine.runQuery,
      };
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const search: LocalSearchClient['search'] = async (input) => {
    const requests = Array.isArray(input) ? input : input.requests;
    const index = await load();
    return {results: requests.map((request) => index.runQuery(index, request))};
  };
  return {
    search,
    searchForHits: search,
    load: async () => {
      await load();
    },
    indexed: async () => {
      await load();
      await indexed;
    },
    clearCache: async () => {},
    addAlgoliaAgent: () => {},
    appId: 'local',
    apiKey: 'local',
  };
}

const clients = new Map<string, LocalSearchClient>();

/** The one local client per records URL, shared by the modal and the search page. */
export function sharedLocalSearchClient(url: string): LocalSearchClient {
  let client = clients.get(url);
  if (!client) {
    client = createLocalSearchClient({url});
    clients.set(url, client);
  }
  return client;
}
