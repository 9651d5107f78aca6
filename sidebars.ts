import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {cliSidebarItems} from './reference/cli/sidebar';

/**
 * The one docs sidebar. Order and labels follow the docs tree in
 * `shared/facts/pages/site__sidebar.md`; the command reference is built from
 * the CLI data file so that it always matches the generated pages.
 */
const sidebars: SidebarsConfig = {
  toolhiveSidebar: [
    {type: 'doc', id: 'toolhive/index', label: 'Introduction'},
    {
      type: 'category',
      label: 'Tutorials',
      collapsed: false,
      description: 'Step-by-step tutorials that take you from nothing to a working MCP server.',
      link: {
        type: 'generated-index',
        slug: '/toolhive/tutorials',
        title: 'Tutorials',
        description:
          'Step-by-step tutorials that take you from nothing to a working MCP server with the ToolHive UI, the CLI or the Kubernetes operator.',
      },
      items: [
        {type: 'doc', id: 'toolhive/tutorials/quickstart-ui', label: 'Quickstart: ToolHive UI'},
        {type: 'doc', id: 'toolhive/tutorials/quickstart-cli', label: 'Quickstart: ToolHive CLI'},
        {
          type: 'doc',
          id: 'toolhive/tutorials/quickstart-k8s',
          label: 'Quickstart: ToolHive Kubernetes Operator',
        },
      ],
    },
    {
      type: 'doc',
      id: 'toolhive/reference/client-compatibility',
      label: 'Client compatibility',
    },
    {
      type: 'category',
      label: 'Guides: ToolHive UI',
      description: 'Run and manage MCP servers with the ToolHive desktop app.',
      link: {type: 'doc', id: 'toolhive/guides-ui/index'},
      items: [
        {type: 'doc', id: 'toolhive/guides-ui/install', label: 'Install ToolHive'},
        {type: 'doc', id: 'toolhive/guides-ui/run-mcp-servers', label: 'Run MCP servers'},
        {type: 'doc', id: 'toolhive/guides-ui/network-isolation', label: 'Network isolation'},
        {type: 'doc', id: 'toolhive/guides-ui/secrets-management', label: 'Secrets management'},
        {
          type: 'doc',
          id: 'toolhive/guides-ui/client-configuration',
          label: 'Client configuration',
        },
      ],
    },
    {
      type: 'category',
      label: 'Guides: ToolHive CLI',
      description: 'Run, secure and observe MCP servers from the command line with thv.',
      link: {type: 'doc', id: 'toolhive/guides-cli/index'},
      items: [
        {type: 'doc', id: 'toolhive/guides-cli/install', label: 'Install ToolHive'},
        {type: 'doc', id: 'toolhive/guides-cli/registry', label: 'Explore the registry'},
        {type: 'doc', id: 'toolhive/guides-cli/run-mcp-servers', label: 'Run MCP servers'},
        {
          type: 'doc',
          id: 'toolhive/guides-cli/manage-mcp-servers',
          label: 'Monitor and manage MCP servers',
        },
        {type: 'doc', id: 'toolhive/guides-cli/secrets-management', label: 'Secrets management'},
        {
          type: 'doc',
          id: 'toolhive/guides-cli/client-configuration',
          label: 'Client configuration',
        },
        {
          type: 'category',
          label: 'Custom permissions',
          collapsed: false,
          description: 'Control what an MCP server may read, write and reach on the network.',
          link: {type: 'doc', id: 'toolhive/guides-cli/custom-permissions'},
          items: [
            {
              type: 'doc',
              id: 'toolhive/guides-cli/filesystem-access',
              label: 'File system access',
            },
            {
              type: 'doc',
              id: 'toolhive/guides-cli/network-isolation',
              label: 'Network isolation',
            },
          ],
        },
        {
          type: 'doc',
          id: 'toolhive/guides-cli/telemetry-and-metrics',
          label: 'Telemetry and metrics',
        },
        {
          type: 'category',
          label: 'Command reference',
          collapsed: true,
          description: 'Every thv command with its flags and examples.',
          items: cliSidebarItems(),
        },
        {
          type: 'category',
          label: 'API server',
          description: 'Run the local REST API server and call it.',
          link: {type: 'doc', id: 'toolhive/guides-cli/api-server'},
          items: [{type: 'doc', id: 'toolhive/reference/api', label: 'API reference'}],
        },
      ],
    },
    {
      type: 'category',
      label: 'Guides: Kubernetes Operator',
      description: 'Deploy and manage MCP servers in Kubernetes with the ToolHive operator.',
      link: {type: 'doc', id: 'toolhive/guides-k8s/index'},
      items: [
        {type: 'doc', id: 'toolhive/guides-k8s/intro', label: 'Overview'},
        {type: 'doc', id: 'toolhive/guides-k8s/deploy-operator-helm', label: 'Deploy the operator'},
        {
          type: 'doc',
          id: 'toolhive/guides-k8s/run-mcp-k8s',
          label: 'Run MCP servers in Kubernetes',
        },
        {type: 'doc', id: 'toolhive/reference/crd-spec', label: 'CRD Reference'},
      ],
    },
    {
      type: 'category',
      label: 'Concepts',
      description: 'The ideas behind ToolHive and the Model Context Protocol.',
      link: {
        type: 'generated-index',
        slug: '/toolhive/concepts',
        title: 'Concepts',
        description:
          'The ideas behind ToolHive and the Model Context Protocol: how MCP works, how servers get into the registry, and how to observe them.',
      },
      items: [
        {type: 'doc', id: 'toolhive/concepts/mcp-primer', label: 'MCP primer'},
        {type: 'doc', id: 'toolhive/concepts/registry-criteria', label: 'Registry criteria'},
        {type: 'doc', id: 'toolhive/concepts/observability', label: 'Observability'},
      ],
    },
    {type: 'doc', id: 'toolhive/faq', label: 'FAQ'},
  ],
};

export default sidebars;
