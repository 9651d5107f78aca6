/**
 * Queries a reader types, each with the pages that should answer it (route
 * prefixes; any one of them in the top 5 counts). Used by the relevance
 * figure of `npm run bench -- search` (scripts/bench/search.ts) and,
 * together with partial and misspelt words, by its query latency figures.
 */
export const RELEVANCE_QUERIES: {query: string; expect: string[]}[] = [
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
