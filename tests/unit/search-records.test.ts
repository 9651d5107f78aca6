import {describe, expect, it} from 'vitest';

import {offSiteRecords} from '../../plugins/search';
import {fromShard, toShards} from '../../plugins/search/engine/shards';
import {recordsFromHtml} from '../../plugins/search/records/html';
import {sectionOf, sidebarSections} from '../../plugins/search/records/sections';

const PAGE = `<!doctype html><html><head>
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="docs-default-current">
</head><body>
<nav><a class="menu__link menu__link--sublist menu__link--active" href="/g">A label the records ignore</a></nav>
<article>
<nav class="theme-doc-breadcrumbs"><a>Home</a><span>Guides</span></nav>
<div class="theme-doc-markdown markdown">
<header><h1>Network isolation</h1></header>
<p>Limit what a server can reach.</p>
<p role="status">Loading the reference…</p>
<h2 id="turn-it-on">Turn it on<a class="hash-link" href="#turn-it-on">#</a></h2>
<p>Pass <code>--isolate-network</code> to <a href="/run">thv run</a>.</p>
<pre><code>thv run --isolate-network fetch</code></pre>
<ul><li>First item<ul><li>Nested item</li></ul></li></ul>
<table><tr><th>Flag</th><th>What it does</th></tr><tr><td>--isolate-network</td><td>Turns on the egress proxy.</td></tr>
<tr><td><span id="flag-proxy-port"><code>--proxy-port</code></span></td><td>int</td><td>Host port of the proxy.</td></tr></table>
<div class="theme-admonition"><div class="admonitionHeading_x">note</div><p>Needs Docker &amp; &lt;Podman&gt;.</p></div>
<h3 id="check">Check</h3><p>Look at the logs.</p>
<details id="no-logs"><summary>The logs are empty</summary><div><div><p>Start the server with <code>--foreground</code>.</p>
<pre><code>thv logs fetch</code></pre></div></div></details>
</div>
<footer class="theme-doc-footer">Edit this page</footer>
</article></body></html>`;

describe('records from a rendered page', () => {
  const records = recordsFromHtml(PAGE, '/g/network', 'Guides: ToolHive CLI');

  it('takes lvl0 as given (the sidebar section), lvl1 from the title, and the path as URL', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/g/network',
      url_without_anchor: '/g/network',
      hierarchy: {lvl0: 'Guides: ToolHive CLI', lvl1: 'Network isolation', lvl2: null},
      content: null,
      language: 'en',
      docusaurus_tag: ['docs-default-current'],
    });
  });

  it('makes a record per heading, paragraph, list item, code block, table row and section', () => {
    expect(
      records.map((r) => [
        r.type,
        r.hierarchy.lvl2,
        r.hierarchy.lvl3,
        r.hierarchy.lvl4,
        r.content,
        r.anchor,
      ]),
    ).toEqual([
      ['lvl1', null, null, null, null, null],
      ['content', null, null, null, 'Limit what a server can reach.', null],
      ['lvl2', 'Turn it on', null, null, null, 'turn-it-on'],
      ['content', 'Turn it on', null, null, 'Pass --isolate-network to thv run.', 'turn-it-on'],
      ['content', 'Turn it on', null, null, 'thv run --isolate-network fetch', 'turn-it-on'],
      ['content', 'Turn it on', null, null, 'First item', 'turn-it-on'],
      ['content', 'Turn it on', null, null, 'Nested item', 'turn-it-on'],
      [
        'content',
        'Turn it on',
        null,
        null,
        '--isolate-network — Turns on the egress proxy.',
        'turn-it-on',
      ],
      // A row with an anchor is a heading of its own, below the section's heading.
      ['lvl3', 'Turn it on', '--proxy-port', null, null, 'flag-proxy-port'],
      [
        'content',
        'Turn it on',
        '--proxy-port',
        null,
        'int — Host port of the proxy.',
        'flag-proxy-port',
      ],
      ['content', 'Turn it on', null, null, 'Needs Docker & <Podman>.', 'turn-it-on'],
      ['lvl3', 'Turn it on', 'Check', null, null, 'check'],
      ['content', 'Turn it on', 'Check', null, 'Look at the logs.', 'check'],
      // A collapsible section: its summary one level below, its body under it.
      ['lvl4', 'Turn it on', 'Check', 'The logs are empty', null, 'no-logs'],
      [
        'content',
        'Turn it on',
        'Check',
        'The logs are empty',
        'Start the server with --foreground.',
        'no-logs',
      ],
      ['content', 'Turn it on', 'Check', 'The logs are empty', 'thv logs fetch', 'no-logs'],
    ]);
  });

  it('indexes a generated-index page by its title and description, not its cards', () => {
    const html = `<!doctype html><html><body><main><div>
<header><h1>Tutorials</h1><p>Step by step, from nothing to a running server.</p></header>
<article><section><a class="card" href="/toolhive/tutorials/quickstart-cli"><h2 title="Quickstart">📄️ Quickstart</h2><p>Run a server.</p></a></section></article>
</div></main></body></html>`;
    const records = recordsFromHtml(html, '/toolhive/tutorials', 'Tutorials');
    expect(records.map((r) => [r.type, r.hierarchy.lvl1, r.hierarchy.lvl2, r.content])).toEqual([
      ['lvl1', 'Tutorials', null, null],
      ['content', 'Tutorials', null, 'Step by step, from nothing to a running server.'],
    ]);
  });

  it('points records at the anchor of their heading', () => {
    expect(records[3]!.url).toBe('/g/network#turn-it-on');
    expect(records[12]!.url).toBe('/g/network#check');
    expect(records[12]!.url_without_anchor).toBe('/g/network');
    expect(records[14]!.url).toBe('/g/network#no-logs');
  });

  it('strips breadcrumbs, hash links, table headers, loading placeholders and footers', () => {
    const text = JSON.stringify(records);
    for (const noise of ['Home', '#"', 'What it does', 'Edit this page', '"note"', 'Loading the']) {
      expect(text).not.toContain(noise);
    }
  });

  it('gives stable, unique object IDs', () => {
    const again = recordsFromHtml(PAGE, '/g/network', 'Guides: ToolHive CLI');
    expect(again.map((r) => r.objectID)).toEqual(records.map((r) => r.objectID));
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    // The ID the browser computes again from a shard (engine/shards.ts).
    const [head, body] = toShards(records, 'test');
    expect(
      [...fromShard(head, head.pages), ...fromShard(body, head.pages)]
        .map((r) => r.objectID)
        .sort(),
    ).toEqual(records.map((r) => r.objectID).sort());
  });

  it('skips pages marked noindex and pages without an article', () => {
    const noindex = PAGE.replace('<head>', '<head><meta name="robots" content="noindex">');
    expect(recordsFromHtml(noindex, '/y')).toEqual([]);
    expect(recordsFromHtml('<html><body><main>Home</main></body></html>', '/')).toEqual([]);
  });
});

describe('records that point off the site', () => {
  const SITE = 'https://docs.stacklok.com';
  const record = (url: string) => ({
    ...recordsFromHtml(PAGE, '/toolhive/faq', 'ToolHive')[0]!,
    objectID: url,
    url,
  });

  it('are found, naming the record, so the build fails on them', () => {
    const bad = [
      'https://evil.example/toolhive',
      `${SITE}/toolhive`,
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'toolhive/faq',
      '/toolhive/faq"><script>',
    ];
    const good = ['/toolhive', '/toolhive/faq#how-do-i', '/'];
    expect(offSiteRecords([...bad, ...good].map(record))).toEqual(
      bad.map((url) => `${url}: ${url}`),
    );
  });
});

describe('the sidebar section of each docs page', () => {
  const doc = (id: string) => ({id, permalink: `/docs/${id}`});
  const content = {
    loadedVersions: [
      {
        // An index doc's permalink keeps a trailing slash its route does not have.
        docs: [
          ...['intro', 'run', 'flags', 'faq', 'elsewhere'].map(doc),
          {id: 'install', permalink: '/docs/guides/'},
        ],
        sidebars: {
          docs: [
            {type: 'doc', id: 'intro'},
            {
              type: 'category',
              label: 'Guides',
              link: {type: 'doc', id: 'install'},
              items: [
                {type: 'doc', id: 'run'},
                {
                  type: 'category',
                  label: 'Reference',
                  link: {type: 'generated-index', permalink: '/docs/category/reference'},
                  items: [{type: 'doc', id: 'flags'}],
                },
                {type: 'link', href: 'https://example.com', label: 'Out'},
              ],
            },
            {
              type: 'category',
              label: 'Help',
              items: [
                {type: 'ref', id: 'elsewhere'},
                {type: 'doc', id: 'faq'},
              ],
            },
          ],
        },
      },
    ],
  } as unknown as Parameters<typeof sidebarSections>[0];

  it('is the top-level category a page is in, at any depth, its own page included', () => {
    expect(Object.fromEntries(sidebarSections(content))).toEqual({
      '/docs/guides': 'Guides',
      '/docs/run': 'Guides',
      '/docs/category/reference': 'Guides',
      '/docs/flags': 'Guides',
      '/docs/faq': 'Help',
    });
  });

  it('is found for a route with or without a trailing slash', () => {
    const sections = sidebarSections(content);
    expect(sectionOf(sections, '/docs/guides')).toBe('Guides');
    expect(sectionOf(sections, '/docs/guides/')).toBe('Guides');
    expect(sectionOf(sections, '/docs/intro')).toBeUndefined();
  });

  it('is empty without the docs plugin', () => {
    expect(sidebarSections(undefined).size).toBe(0);
  });
});
