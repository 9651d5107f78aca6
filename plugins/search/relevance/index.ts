import realQuestions from './real-questions.json';
import specQuestions from './spec-questions.json';
import {runQuery, type Index} from '../engine/engine';
import {displayOrder, forModal} from '../engine/order';

/**
 * Relevance sets for the site search and how they are scored. See README.md
 * in this folder for how each set was written.
 */

/** A query and the pages that answer it (routes; a hit on any one, or on a page below it, counts). */
export type RelevanceQuery = {
  query: string;
  expect: string[];
  /** Where the question comes from: a public issue or discussion, or `spec`. */
  source?: string;
  kind?: string;
  title?: string;
  topic?: string;
};

/**
 * Short queries on the site's main topics, each with the pages that should
 * answer it: the curated set.
 */
export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  {query: 'install', expect: ['/toolhive/guides-cli/install', '/toolhive/guides-ui/install']},
  {query: 'uninstall', expect: ['/toolhive/guides-cli/install', '/toolhive/guides-ui/install']},
  {query: 'shell completion', expect: ['/toolhive/guides-cli/install']},
  {query: 'upgrade', expect: ['/toolhive/guides-cli/install', '/toolhive/guides-ui/install']},
  {
    query: 'secrets',
    expect: ['/toolhive/guides-cli/secrets-management', '/toolhive/guides-ui/secrets-management'],
  },
  {
    query: '1password',
    expect: ['/toolhive/guides-cli/secrets-management', '/toolhive/guides-ui/secrets-management'],
  },
  {
    query: 'network isolation',
    expect: ['/toolhive/guides-cli/network-isolation', '/toolhive/guides-ui/network-isolation'],
  },
  {query: 'permission profile', expect: ['/toolhive/guides-cli/custom-permissions']},
  {query: 'mount a folder', expect: ['/toolhive/guides-cli/filesystem-access']},
  {query: 'file system access', expect: ['/toolhive/guides-cli/filesystem-access']},
  {
    query: 'thv run',
    expect: ['/toolhive/reference/cli/thv_run', '/toolhive/guides-cli/run-mcp-servers'],
  },
  {
    query: 'thv serve',
    expect: ['/toolhive/reference/cli/thv_serve', '/toolhive/guides-cli/api-server'],
  },
  {
    query: 'thv logs',
    expect: ['/toolhive/reference/cli/thv_logs', '/toolhive/guides-cli/manage-mcp-servers'],
  },
  {
    query: 'export',
    expect: ['/toolhive/reference/cli/thv_export', '/toolhive/guides-cli/manage-mcp-servers'],
  },
  {
    query: 'proxy port',
    expect: ['/toolhive/guides-cli/run-mcp-servers', '/toolhive/reference/cli/thv_run'],
  },
  {
    query: 'registry',
    expect: ['/toolhive/guides-cli/registry', '/toolhive/concepts/registry-criteria'],
  },
  {query: 'registry criteria', expect: ['/toolhive/concepts/registry-criteria']},
  {
    query: 'client configuration',
    expect: [
      '/toolhive/guides-cli/client-configuration',
      '/toolhive/guides-ui/client-configuration',
    ],
  },
  {
    query: 'cursor',
    expect: [
      '/toolhive/reference/client-compatibility',
      '/toolhive/guides-cli/client-configuration',
    ],
  },
  {query: 'mcp-remote', expect: ['/toolhive/reference/client-compatibility']},
  {
    query: 'telemetry',
    expect: ['/toolhive/guides-cli/telemetry-and-metrics', '/toolhive/concepts/observability'],
  },
  {
    query: 'prometheus metrics',
    expect: ['/toolhive/guides-cli/telemetry-and-metrics', '/toolhive/concepts/observability'],
  },
  {
    query: 'opentelemetry collector',
    expect: ['/toolhive/guides-cli/telemetry-and-metrics', '/toolhive/concepts/observability'],
  },
  {query: 'api server', expect: ['/toolhive/guides-cli/api-server', '/toolhive/reference/api']},
  {query: 'create workload', expect: ['/toolhive/reference/api']},
  {
    query: 'helm',
    expect: ['/toolhive/guides-k8s/deploy-operator-helm', '/toolhive/tutorials/quickstart-k8s'],
  },
  {
    query: 'kubernetes operator',
    expect: ['/toolhive/guides-k8s', '/toolhive/tutorials/quickstart-k8s'],
  },
  {
    query: 'MCPServer',
    expect: ['/toolhive/reference/crd-spec', '/toolhive/guides-k8s/run-mcp-k8s'],
  },
  {
    query: 'podTemplateSpec',
    expect: ['/toolhive/reference/crd-spec', '/toolhive/guides-k8s/run-mcp-k8s'],
  },
  {query: 'json-rpc', expect: ['/toolhive/concepts/mcp-primer']},
  {
    query: 'streamable http',
    expect: ['/toolhive/concepts/mcp-primer', '/toolhive/guides-cli/run-mcp-servers'],
  },
  {query: 'quickstart', expect: ['/toolhive/tutorials']},
  {query: 'desktop app', expect: ['/toolhive/guides-ui', '/toolhive/tutorials/quickstart-ui']},
  {
    query: 'stop a server',
    expect: ['/toolhive/guides-cli/manage-mcp-servers', '/toolhive/reference/cli/thv_stop'],
  },
  {query: 'security model', expect: ['/toolhive/reference/security-model']},
  {
    query: 'what does network isolation block',
    expect: ['/toolhive/reference/security-model', '/toolhive/guides-cli/network-isolation'],
  },
  {query: 'zscaler', expect: ['/toolhive/guides-cli/install', '/toolhive/faq']},
  {query: 'stop vs rm', expect: ['/toolhive/guides-cli/manage-mcp-servers', '/toolhive/faq']},
  {
    query: 'ca certificate',
    expect: [
      '/toolhive/reference/cli/thv_config_set-ca-cert',
      '/toolhive/guides-cli/run-mcp-servers',
    ],
  },
];

/** Partial words and typos: what search sees while a reader is typing. */
export const TYPING_QUERIES = [
  'ins',
  'instal',
  'secr',
  'secrts',
  'netw',
  'netwrok isolation',
  'kub',
  'kubernets',
  'perm',
  'permision',
  'tele',
  'telemtry',
  'regis',
  'regsitry',
  'cli',
  'ui',
  'doc',
  'dock',
  'podman',
  'fetch',
  'github',
  'oidc',
  'cedar',
  'authz',
  'egress',
  'dns',
  'port',
  'transport',
];

/** The relevance sets, by name: real reader questions, the site's route families (`spec`), and the curated set. */
export const RELEVANCE_SETS: {name: string; queries: RelevanceQuery[]}[] = [
  {name: 'real questions', queries: realQuestions as RelevanceQuery[]},
  {name: 'spec', queries: specQuestions as RelevanceQuery[]},
  {name: 'curated', queries: RELEVANCE_QUERIES},
];

/** Scores of one set. Recall@k: share of queries with an expected page among the first k hits shown. */
export type RelevanceScores = {
  queries: number;
  recall1: number;
  recall5: number;
  /** Mean reciprocal rank of the first hit on an expected page among the first 10 shown (0 when absent). */
  mrr10: number;
  /** Queries that return no hit at all. */
  zeroHits: number;
  /** Queries with no expected page in the first 5, with the pages they got. */
  misses: {query: string; expect: string[]; got: string[]}[];
};

/**
 * The pages (paths) of a query's hits in the order the search modal shows
 * them (`engine/order.ts`), one entry per hit shown.
 */
export function pagesFor(index: Index, query: string, limit = 10): string[] {
  const result = runQuery(index, {indexName: 'relevance', query, hitsPerPage: 20});
  return displayOrder(forModal(result.hits))
    .slice(0, limit)
    .map((hit) => hit.url_without_anchor);
}

/** True when `page` is one of `expect` or below one of them. */
export function answers(page: string, expect: readonly string[]): boolean {
  return expect.some((route) => page === route || page.startsWith(`${route}/`));
}

/** Runs every query of a set against the index and scores it. */
export function evaluate(index: Index, queries: readonly RelevanceQuery[]): RelevanceScores {
  let at1 = 0;
  let at5 = 0;
  let reciprocal = 0;
  let zeroHits = 0;
  const misses: RelevanceScores['misses'] = [];
  for (const {query, expect} of queries) {
    const pages = pagesFor(index, query);
    if (pages.length === 0) zeroHits += 1;
    const rank = pages.findIndex((page) => answers(page, expect));
    if (rank === 0) at1 += 1;
    if (rank >= 0 && rank < 5) at5 += 1;
    else misses.push({query, expect, got: pages.slice(0, 5)});
    if (rank >= 0) reciprocal += 1 / (rank + 1);
  }
  const n = queries.length || 1;
  return {
    queries: queries.length,
    recall1: at1 / n,
    recall5: at5 / n,
    mrr10: reciprocal / n,
    zeroHits,
    misses,
  };
}
