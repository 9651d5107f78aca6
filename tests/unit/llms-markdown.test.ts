import {describe, expect, it} from 'vitest';

import {clientCompatibilityTable, siteComponents} from '../../plugins/llms/components';
import {htmlToMarkdown} from '../../plugins/llms/html';
import {mdxToMarkdown, parseMarkdown, twinMarkdown} from '../../plugins/llms/markdown';
import {twinPath} from '../../plugins/llms/twin';
import {clientCompatibility} from '../../src/data/clientCompatibility';

const SITE = 'https://docs.example.com';
const PAGE = `${SITE}/toolhive/guides-cli/page`;

/** Converts an MDX page as the build does for a page at {@link PAGE}. */
function convert(source: string, components = {}): string {
  return mdxToMarkdown(source, {
    siteUrl: SITE,
    pageUrl: PAGE,
    file: 'docs/toolhive/guides-cli/page.mdx',
    components,
    resolveFileLink: (href) =>
      href === './install.mdx' ? '/toolhive/guides-cli/install' : undefined,
  });
}

describe('MDX to Markdown', () => {
  it('drops front matter, imports, exports and comments', () => {
    const out = convert(
      [
        '---',
        'title: A page',
        'description: Its description.',
        '---',
        '',
        "import Tabs from '@theme/Tabs';",
        "export const answer = 'x';",
        '',
        '{/* A note for writers. */}',
        '',
        'Body text.',
      ].join('\n'),
    );
    expect(out).toBe('Body text.\n');
  });

  it('turns tabs into one section per tab, headed with its label under the current heading', () => {
    const out = convert(
      [
        '## Install',
        '',
        '<Tabs groupId="os">',
        '<TabItem value="macos" label="macOS" default>',
        '',
        '```bash',
        'brew install thv',
        '```',
        '',
        '</TabItem>',
        '<TabItem value="linux">',
        '',
        'Download the archive.',
        '',
        '</TabItem>',
        '</Tabs>',
        '',
        'After the tabs.',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        '## Install',
        '',
        '### macOS',
        '',
        '```bash',
        'brew install thv',
        '```',
        '',
        '### linux',
        '',
        'Download the archive.',
        '',
        'After the tabs.',
        '',
      ].join('\n'),
    );
  });

  it('turns admonitions into labelled block quotes, titled and nested ones included', () => {
    const out = convert(
      [
        ':::warning',
        '',
        'Mind the gap.',
        '',
        ':::',
        '',
        '::::info[Two `levels`]',
        '',
        'Outer.',
        '',
        ':::tip',
        '',
        'Inner.',
        '',
        ':::',
        '',
        '::::',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        '> **Warning**',
        '>',
        '> Mind the gap.',
        '',
        '> **Info: Two `levels`**',
        '>',
        '> Outer.',
        '>',
        '> > **Tip**',
        '> >',
        '> > Inner.',
        '',
      ].join('\n'),
    );
  });

  it('keeps text that remark-directive reads as a directive as it was written', () => {
    expect(convert('A ratio of 16:9 and a time of 10:30.')).toBe(
      'A ratio of 16:9 and a time of 10:30.\n',
    );
  });

  it('turns <details> into its summary as a heading one level below the current one, then its body', () => {
    const out = convert(
      [
        '## Troubleshooting',
        '',
        '<details id="x">',
        '<summary>`thv` cannot find Docker</summary>',
        '',
        'Start Docker first.',
        '',
        '<details>',
        '<summary>Still not?</summary>',
        '',
        'Reinstall it.',
        '',
        '</details>',
        '',
        '</details>',
        '',
        'After the list.',
      ].join('\n'),
    );
    expect(out).toBe(
      '## Troubleshooting\n\n### `thv` cannot find Docker\n\nStart Docker first.\n\n' +
        '#### Still not?\n\nReinstall it.\n\nAfter the list.\n',
    );
  });

  it('keeps a code block’s language and title, and drops line highlights', () => {
    const out = convert(
      ['```yaml title="mcpserver.yaml" {2-3} showLineNumbers', 'kind: MCPServer', '```'].join('\n'),
    );
    expect(out).toBe('```yaml title="mcpserver.yaml"\nkind: MCPServer\n```\n');
  });

  it('keeps Mermaid diagrams as mermaid code blocks', () => {
    const out = convert(['```mermaid', 'flowchart LR', '  a --> b', '```'].join('\n'));
    expect(out).toBe('```mermaid\nflowchart LR\n  a --> b\n```\n');
  });

  it('keeps tables as GFM tables, with their alignment', () => {
    const out = convert(
      ['| Flag | Default |', '| :--- | ---: |', '| `--port` | `8080` |'].join('\n'),
    );
    expect(out).toBe('| Flag     | Default |\n| :------- | ------: |\n| `--port` |  `8080` |\n');
  });

  it('gives images their alt text and absolute URLs, from Markdown, <img> and <ThemedImage>', () => {
    const out = convert(
      [
        "import useBaseUrl from '@docusaurus/useBaseUrl';",
        '',
        '![The logo](/img/logo.svg)',
        '',
        '<img src={useBaseUrl(\'/img/shot.png\')} alt="A screenshot" width="10" />',
        '',
        "<ThemedImage alt=\"Themed\" sources={{light: useBaseUrl('/img/l.svg'), dark: useBaseUrl('/img/d.svg')}} />",
      ].join('\n'),
    );
    expect(out).toBe(
      [
        `![The logo](${SITE}/img/logo.svg)`,
        '',
        `![A screenshot](${SITE}/img/shot.png)`,
        '',
        `![Themed](${SITE}/img/l.svg)`,
        '',
      ].join('\n'),
    );
  });

  it('makes internal links absolute: routes, anchors and source files', () => {
    const out = convert(
      [
        '[Install](/toolhive/guides-cli/install#step-1), [below](#troubleshooting),',
        '[by file](./install.mdx#macos), [MCP](https://modelcontextprotocol.io) and',
        '<a href="/toolhive/faq">the FAQ</a>.',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        `[Install](${SITE}/toolhive/guides-cli/install#step-1), [below](${PAGE}#troubleshooting),`,
        `[by file](${SITE}/toolhive/guides-cli/install#macos), [MCP](https://modelcontextprotocol.io) and`,
        `[the FAQ](${SITE}/toolhive/faq).`,
        '',
      ].join('\n'),
    );
  });

  it('writes HTML elements as Markdown: kbd and code as inline code, line breaks', () => {
    expect(convert('Press <kbd>Ctrl</kbd> + <kbd>K</kbd>.')).toBe('Press `Ctrl` + `K`.\n');
  });

  it('renders custom components through their converter', () => {
    const out = convert('Before.\n\n<Widget />\n\nAfter.', {
      Widget: () => parseMarkdown('- one\n- two').children,
    });
    expect(out).toBe('Before.\n\n- one\n- two\n\nAfter.\n');
  });

  it('fails, naming the file and line, on a component without a Markdown form', () => {
    expect(() => convert('Text.\n\n<Mystery />')).toThrow(
      /docs\/toolhive\/guides-cli\/page\.mdx:3: the component <Mystery> has no Markdown form/,
    );
  });

  it('fails on an expression whose text it cannot know, rather than dropping it', () => {
    expect(() => convert('Version {version}.')).toThrow(/page\.mdx:1: the expression \{version\}/);
  });

  it('fails, naming the file, on invalid MDX', () => {
    expect(() => convert('<div>')).toThrow(/page\.mdx: not valid MDX/);
  });
});

describe('a Markdown twin', () => {
  it('opens with the title as H1 and the URL line', () => {
    expect(twinMarkdown('Install *thv*', PAGE, 'Body.\n')).toBe(
      `# Install \\*thv\\*\n\nURL: ${PAGE}\n\nBody.\n`,
    );
  });

  it('lives at the route with .md added, and index.md for the home page', () => {
    expect(twinPath('/')).toBe('/index.md');
    expect(twinPath('/toolhive')).toBe('/toolhive.md');
    expect(twinPath('/toolhive/guides-cli/secrets-management')).toBe(
      '/toolhive/guides-cli/secrets-management.md',
    );
  });
});

describe('the client compatibility table', () => {
  it('has a row per client with the same columns as the component, markup shown as text', () => {
    const md = mdxToMarkdown('<ClientCompatibilityTable />', {
      siteUrl: SITE,
      pageUrl: PAGE,
      file: 'x.mdx',
      components: {
        ClientCompatibilityTable: () => [
          clientCompatibilityTable([
            ...clientCompatibility.slice(0, 1),
            {
              id: null,
              autoConfig: false,
              name: '<img src=x onerror=alert(1)>',
              transports: ['stdio'],
              configFiles: {},
              notes: 'Needs `mcp-remote`.',
            },
          ]),
        ],
      },
    });
    const lines = md.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^\| Client +\| Transports +\| Automatic configuration +\| Configuration file +\| Notes +\|$/,
    );
    expect(lines).toHaveLength(4);
    expect(lines[2]).toContain('GitHub Copilot (VS Code)');
    expect(lines[2]).toContain('Yes (client name: `vscode`)');
    expect(lines[2]).toContain('macOS: `~/Library/Application Support/Code/User/mcp.json`');
    expect(lines[3]).toContain('\\<img src=x onerror=alert(1)>');
    expect(lines[3]).toContain('Not listed');
    expect(lines[3]).toContain('Needs `mcp-remote`.');
  });
});

describe('pages without a Markdown source', () => {
  it('take their main content from the built HTML, without icons, with code blocks', () => {
    const page = htmlToMarkdown(
      [
        '<html><head><title>Home | Site</title><meta name="description" content="About."></head><body>',
        '<nav><a href="/x">Navbar</a></nav>',
        '<div class="main-wrapper"><h1>Home</h1><p>Hello <!-- -->there.</p>',
        '<div><a href="/a">A</a><a href="/b">B</a></div>',
        '<svg aria-hidden="true"><path d=""/></svg>',
        '<pre class="prism-code language-bash"><code><span class="token-line">thv list<br></span><span class="token-line">thv run fetch<br></span></code></pre>',
        '</div><footer>Footer</footer></body></html>',
      ].join(''),
      SITE,
      `${SITE}/`,
    );
    expect(page.title).toBe('Home');
    expect(page.description).toBe('About.');
    expect(page.body).toBe(
      [
        'Hello there.',
        '',
        `- [A](${SITE}/a)`,
        `- [B](${SITE}/b)`,
        '',
        '```bash',
        'thv list',
        'thv run fetch',
        '```',
        '',
      ].join('\n'),
    );
  });
});

describe('the registry catalogue', () => {
  it('becomes its entries, with their facts as a list of terms', () => {
    const md = mdxToMarkdown(
      [
        '<RegistryCatalogue servers={[{"name":"fetch"}]}>',
        '',
        '<RegistryEntry name="fetch">',
        '',
        '## fetch',
        '',
        '<dl>',
        '<dt>Image</dt>',
        '<dd>`ghcr.io/stackloklabs/gofetch/server`</dd>',
        '<dt>Transport</dt>',
        '<dd>`streamable-http`</dd>',
        '</dl>',
        '',
        '</RegistryEntry>',
        '',
        '</RegistryCatalogue>',
      ].join('\n'),
      {
        siteUrl: 'https://docs.example.com',
        pageUrl: 'https://docs.example.com/toolhive/reference/registry',
        file: 'registry.mdx',
        components: siteComponents(),
      },
    );
    expect(md).toBe(
      [
        '## fetch',
        '',
        '- **Image**: `ghcr.io/stackloklabs/gofetch/server`',
        '- **Transport**: `streamable-http`',
        '',
      ].join('\n'),
    );
  });
});
