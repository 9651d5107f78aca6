import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import {cliSidebarItems} from './reference/cli/sidebar';

/** A sidebar link to the ToolHive doc `toolhive/<id>`, with its label. */
const doc = (id: string, label: string) => ({type: 'doc', id: `toolhive/${id}`, label}) as const;

/**
 * The one docs sidebar, in reading order: overview, tutorials, the UI, CLI and
 * Kubernetes guides, concepts, reference, FAQ (`tests/unit/sidebar.test.ts`
 * holds the expected tree). The command reference is built from the CLI data
 * file so that it always matches the generated pages.
 */
const sidebars: SidebarsConfig = {
  toolhiveSidebar: [
    doc('index', 'Introduction'),
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
        doc('tutorials/quickstart-ui', 'Quickstart: ToolHive UI'),
        doc('tutorials/quickstart-cli', 'Quickstart: ToolHive CLI'),
        doc('tutorials/quickstart-k8s', 'Quickstart: ToolHive Kubernetes Operator'),
      ],
    },
    doc('reference/client-compatibility', 'Client compatibility'),
    doc('reference/registry', 'Registry catalogue'),
    doc('reference/security-model', 'Security model'),
    {
      type: 'category',
      label: 'Guides: ToolHive UI',
      description: 'Run and manage MCP servers with the ToolHive desktop app.',
      link: {type: 'doc', id: 'toolhive/guides-ui/index'},
      items: [
        doc('guides-ui/install', 'Install ToolHive'),
        doc('guides-ui/run-mcp-servers', 'Run MCP servers'),
        doc('guides-ui/network-isolation', 'Network isolation'),
        doc('guides-ui/secrets-management', 'Secrets management'),
        doc('guides-ui/client-configuration', 'Client configuration'),
      ],
    },
    {
      type: 'category',
      label: 'Guides: ToolHive CLI',
      description: 'Run, secure and observe MCP servers from the command line with thv.',
      link: {type: 'doc', id: 'toolhive/guides-cli/index'},
      items: [
        doc('guides-cli/install', 'Install ToolHive'),
        doc('guides-cli/registry', 'Explore the registry'),
        doc('guides-cli/run-mcp-servers', 'Run MCP servers'),
        doc('guides-cli/manage-mcp-servers', 'Monitor and manage MCP servers'),
        doc('guides-cli/secrets-management', 'Secrets management'),
        doc('guides-cli/client-configuration', 'Client configuration'),
        doc('guides-cli/docs-mcp-server', 'Use these docs from your AI client'),
        {
          type: 'category',
          label: 'Custom permissions',
          collapsed: false,
          description: 'Control what an MCP server may read, write and reach on the network.',
          link: {type: 'doc', id: 'toolhive/guides-cli/custom-permissions'},
          items: [
            doc('guides-cli/filesystem-access', 'File system access'),
            doc('guides-cli/network-isolation', 'Network isolation'),
          ],
        },
        doc('guides-cli/telemetry-and-metrics', 'Telemetry and metrics'),
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
          items: [doc('reference/api', 'API reference')],
        },
      ],
    },
    {
      type: 'category',
      label: 'Guides: Kubernetes Operator',
      description: 'Deploy and manage MCP servers in Kubernetes with the ToolHive operator.',
      link: {type: 'doc', id: 'toolhive/guides-k8s/index'},
      items: [
        doc('guides-k8s/intro', 'Overview'),
        doc('guides-k8s/deploy-operator-helm', 'Deploy the operator'),
        doc('guides-k8s/run-mcp-k8s', 'Run MCP servers in Kubernetes'),
        doc('reference/crd-spec', 'CRD Reference'),
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
        doc('concepts/mcp-primer', 'MCP primer'),
        doc('concepts/registry-criteria', 'Registry criteria'),
        doc('concepts/observability', 'Observability'),
      ],
    },
    doc('faq', 'FAQ'),
  ],
};

export default sidebars;
