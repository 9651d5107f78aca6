/**
 * MCP clients and how each one works with ToolHive v0.2.1. The client
 * compatibility reference page renders this list through the
 * `ClientCompatibilityTable` component.
 *
 * Sources: the client list, configuration paths and transports ToolHive
 * writes for each client in https://github.com/stacklok/toolhive/blob/v0.2.1/pkg/client/config.go
 * (`supportedClientIntegrations`), and the names `thv client register`
 * accepts (https://github.com/stacklok/toolhive/blob/v0.2.1/cmd/thv/app/client.go).
 * The minimum client versions in `notes` are not checked against the
 * clients' own releases by anything in this repository.
 */

/**
 * An MCP transport a client can use to reach an MCP server.
 *
 * Shape: `'stdio' | 'sse' | 'streamable-http'`, spelled as ToolHive spells
 * them (`thv run --transport`, `transport_type` in the API).
 *
 * Source: the values `thv run --transport` accepts
 * (https://github.com/stacklok/toolhive/blob/v0.2.1/pkg/transport/types/transport.go).
 */
export type ClientTransport = 'stdio' | 'sse' | 'streamable-http';

/**
 * A client name that `thv client register` and `thv client remove` accept,
 * which is also the `client.MCPClient` value of the local API.
 *
 * Shape: one of `'roo-code' | 'cline' | 'cursor' | 'claude-code' |
 * 'vscode-insider' | 'vscode' | 'windsurf' | 'windsurf-jetbrains'`.
 *
 * Source: the `MCPClient` constants in https://github.com/stacklok/toolhive/blob/v0.2.1/pkg/client/config.go.
 */
export type ClientId =
  | 'roo-code'
  | 'cline'
  | 'cursor'
  | 'claude-code'
  | 'vscode-insider'
  | 'vscode'
  | 'windsurf'
  | 'windsurf-jetbrains';

/**
 * Where a client keeps its global (user-level) MCP configuration, per
 * operating system. A missing key means the facts do not give a path for that
 * system; it does not mean the client is unavailable there.
 *
 * Shape: `{macos?: string; linux?: string; windows?: string}`. macOS and
 * Linux paths use `~` for the home folder; Windows paths start with
 * `%APPDATA%`, `%LOCALAPPDATA%` or `%USERPROFILE%`.
 *
 * Source: `RelPath`, `SettingsFile` and `PlatformPrefix` of each client in
 * https://github.com/stacklok/toolhive/blob/v0.2.1/pkg/client/config.go, for
 * the clients ToolHive configures.
 */
export interface ClientConfigFiles {
  readonly macos?: string;
  readonly linux?: string;
  readonly windows?: string;
}

/**
 * Fields every client entry has, whether or not ToolHive can configure it.
 *
 * Shape: `{name: string; transports: readonly ClientTransport[];
 * configFiles: ClientConfigFiles; notes: string}`.
 */
interface ClientCompatibilityBase {
  /** Display name, for example `GitHub Copilot (VS Code)`. */
  readonly name: string;
  /**
   * Transports the client can use to connect to an MCP server, limited to
   * what the ToolHive source confirms.
   */
  readonly transports: readonly ClientTransport[];
  /** Global MCP configuration file per operating system. */
  readonly configFiles: ClientConfigFiles;
  /**
   * Minimum version and other details; may be empty. Text between backticks
   * is shown as code.
   */
  readonly notes: string;
}

/**
 * One row of the client compatibility table.
 *
 * Shape: `{id: ClientId | null; name: string; transports:
 * readonly ClientTransport[]; autoConfig: boolean; configFiles:
 * ClientConfigFiles; notes: string}`. `id` is set exactly when `autoConfig`
 * is true: ToolHive configures a client automatically only if it has a name
 * that `thv client register` accepts.
 *
 * Source: https://github.com/stacklok/toolhive/blob/v0.2.1/pkg/client/config.go.
 */
export type ClientCompatibility = ClientCompatibilityBase &
  (
    | {
        /** Name to pass to `thv client register` and `thv client remove`. */
        readonly id: ClientId;
        /** ToolHive writes this client's MCP configuration for you. */
        readonly autoConfig: true;
      }
    | {
        /** ToolHive cannot configure this client; set it up by hand. */
        readonly id: null;
        readonly autoConfig: false;
      }
  );

/** Note shared by the clients that can only start local stdio servers. */
const STDIO_ONLY_NOTE =
  'Starts only local stdio servers, so it cannot use a ToolHive URL directly. ' +
  'Connect it through the `mcp-remote` bridge.';

/**
 * Every MCP client the ToolHive v0.2.1 docs cover: first the eight clients
 * ToolHive configures automatically, then clients you configure by hand, then
 * stdio-only clients that need the `mcp-remote` bridge.
 *
 * Shape: `readonly ClientCompatibility[]`.
 *
 * Source: https://github.com/stacklok/toolhive/blob/v0.2.1/pkg/client/config.go. Windows paths for VS Code, VS Code
 * Insiders, Roo Code and Cline follow its `PlatformPrefix` for Windows
 * (`AppData\Roaming`, that is `%APPDATA%`). Paths config.go gives as home-relative for
 * every platform (Cursor, Claude Code) or as the single location ToolHive
 * manages (Windsurf) are given for Windows under `%USERPROFILE%`. Clients
 * ToolHive does not configure are not in config.go: their paths (GitHub
 * Copilot for JetBrains, Continue) follow the clients' own conventions and are
 * not checked by anything in this repository.
 */
export const clientCompatibility: readonly ClientCompatibility[] = [
  {
    id: 'vscode',
    name: 'GitHub Copilot (VS Code)',
    transports: ['sse', 'streamable-http'],
    autoConfig: true,
    configFiles: {
      macos: '~/Library/Application Support/Code/User/mcp.json',
      linux: '~/.config/Code/User/mcp.json',
      windows: '%APPDATA%\\Code\\User\\mcp.json',
    },
    notes:
      'Needs VS Code 1.102 or later, which reads MCP servers from `mcp.json`; ' +
      'older releases kept them in `settings.json`, so configure those by hand. ' +
      'Servers go under the top-level `servers` key. ' +
      'For a single project, use `.vscode/mcp.json`.',
  },
  {
    id: 'vscode-insider',
    name: 'GitHub Copilot (VS Code Insiders)',
    transports: ['sse', 'streamable-http'],
    autoConfig: true,
    configFiles: {
      macos: '~/Library/Application Support/Code - Insiders/User/mcp.json',
      linux: '~/.config/Code - Insiders/User/mcp.json',
      windows: '%APPDATA%\\Code - Insiders\\User\\mcp.json',
    },
    notes: 'Same file format as VS Code: servers go under the top-level `servers` key.',
  },
  {
    id: 'cursor',
    name: 'Cursor',
    transports: ['sse', 'streamable-http'],
    autoConfig: true,
    configFiles: {
      macos: '~/.cursor/mcp.json',
      linux: '~/.cursor/mcp.json',
      windows: '%USERPROFILE%\\.cursor\\mcp.json',
    },
    notes:
      'Version 0.50.0 or later. Servers go under `mcpServers`; Cursor works out ' +
      'the transport from the URL. For a single project, use `.cursor/mcp.json`.',
  },
  {
    id: 'claude-code',
    name: 'Claude Code',
    transports: ['sse', 'streamable-http'],
    autoConfig: true,
    configFiles: {
      macos: '~/.claude.json',
      linux: '~/.claude.json',
      windows: '%USERPROFILE%\\.claude.json',
    },
    notes:
      'Version 1.0.27 or later. User-scope servers go under `mcpServers` in ' +
      '`~/.claude.json`; project-scope servers go in `.mcp.json`. ' +
      'You can also add servers with `claude mcp add`.',
  },
  {
    id: 'roo-code',
    name: 'Roo Code (VS Code extension)',
    transports: ['sse', 'streamable-http'],
    autoConfig: true,
    configFiles: {
      macos:
        '~/Library/Application Support/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json',
      linux:
        '~/.config/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json',
      windows:
        '%APPDATA%\\Code\\User\\globalStorage\\rooveterinaryinc.roo-cline\\settings\\mcp_settings.json',
    },
    notes:
      'Version 3.19.2 or later (formerly Roo Cline). Servers go under `mcpServers`. ' +
      'For a single project, use `.roo/mcp.json`.',
  },
  {
    id: 'cline',
    name: 'Cline (VS Code extension)',
    transports: ['sse'],
    autoConfig: true,
    configFiles: {
      macos:
        '~/Library/Application Support/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json',
      linux:
        '~/.config/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json',
      windows:
        '%APPDATA%\\Code\\User\\globalStorage\\saoudrizwan.claude-dev\\settings\\cline_mcp_settings.json',
    },
    notes:
      'Version 3.8.5 or later. SSE only, so Cline reaches only servers that ' +
      'ToolHive exposes over SSE; Streamable HTTP support is tracked in ' +
      'cline/cline issue #4391. Once Cline is registered, ToolHive also writes ' +
      'Streamable HTTP servers into its file, and Cline cannot use those. ' +
      'Servers go under `mcpServers`.',
  },
  {
    id: 'windsurf',
    name: 'Windsurf IDE',
    transports: ['sse', 'streamable-http'],
    autoConfig: true,
    configFiles: {
      macos: '~/.codeium/windsurf/mcp_config.json',
      linux: '~/.codeium/windsurf/mcp_config.json',
      windows: '%USERPROFILE%\\.codeium\\windsurf\\mcp_config.json',
    },
    notes: 'Servers go under `mcpServers`, with the address in a `serverUrl` field.',
  },
  {
    id: 'windsurf-jetbrains',
    name: 'Windsurf (JetBrains plugin)',
    transports: ['sse', 'streamable-http'],
    autoConfig: true,
    configFiles: {
      macos: '~/.codeium/mcp_config.json',
      linux: '~/.codeium/mcp_config.json',
      windows: '%USERPROFILE%\\.codeium\\mcp_config.json',
    },
    notes: 'Same format as Windsurf IDE: `mcpServers` entries with a `serverUrl` field.',
  },
  {
    id: null,
    name: 'GitHub Copilot (JetBrains IDEs)',
    transports: ['sse', 'streamable-http'],
    autoConfig: false,
    configFiles: {
      macos: '~/.config/github-copilot/intellij/mcp.json',
      linux: '~/.config/github-copilot/intellij/mcp.json',
      windows: '%LOCALAPPDATA%\\github-copilot\\intellij\\mcp.json',
    },
    notes:
      'Copilot plugin 1.5.47 or later. Servers go under the top-level ' +
      '`servers` key, as in VS Code. ToolHive does not manage this file; if it ' +
      "is not at the path shown, open it from the plugin's MCP settings.",
  },
  {
    id: null,
    name: 'Continue (VS Code extension)',
    transports: ['sse', 'streamable-http'],
    autoConfig: false,
    configFiles: {
      macos: '~/.continue/config.yaml',
      linux: '~/.continue/config.yaml',
    },
    notes:
      'Version 1.0.14 or later. YAML file: add items to the `mcpServers` list. ' +
      'For a single project, add a file under `.continue/mcpServers/`.',
  },
  {
    id: null,
    name: 'Continue (JetBrains plugin)',
    transports: ['sse', 'streamable-http'],
    autoConfig: false,
    configFiles: {
      macos: '~/.continue/config.yaml',
      linux: '~/.continue/config.yaml',
    },
    notes: 'Version 1.0.23 or later. Same YAML format as the VS Code extension.',
  },
  {
    id: null,
    name: 'PydanticAI',
    transports: ['sse', 'streamable-http'],
    autoConfig: false,
    configFiles: {},
    notes:
      'Python agent framework, version 0.2.18 or later. No config file: pass ' +
      'the URL to `MCPServerSSE` or `MCPServerStreamableHTTP` in your code.',
  },
  {
    id: null,
    name: 'ChatGPT Desktop',
    transports: ['stdio'],
    autoConfig: false,
    configFiles: {},
    notes: STDIO_ONLY_NOTE,
  },
  {
    id: null,
    name: 'Claude Desktop',
    transports: ['stdio'],
    autoConfig: false,
    configFiles: {},
    notes: STDIO_ONLY_NOTE,
  },
  {
    id: null,
    name: 'Kiro',
    transports: ['stdio'],
    autoConfig: false,
    configFiles: {},
    notes: STDIO_ONLY_NOTE,
  },
];

/**
 * How each transport is named where clients are listed (the table on
 * /toolhive/reference/client-compatibility and its Markdown twin).
 */
export const TRANSPORT_LABELS: Readonly<Record<ClientTransport, string>> = {
  stdio: 'stdio',
  sse: 'SSE',
  'streamable-http': 'Streamable HTTP',
};

/** Operating systems in display order, with their visible labels. */
export const OS_LABELS: ReadonlyArray<readonly [keyof ClientConfigFiles, string]> = [
  ['macos', 'macOS'],
  ['linux', 'Linux'],
  ['windows', 'Windows'],
];
