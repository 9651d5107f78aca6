import {describe, expect, it} from 'vitest';

import {linkTwins, manifest, type TwinPage} from '../../plugins/llms';
import {
  llmsFullTxt,
  llmsTxt,
  SECTION_FILE_TOKENS,
  sectionFiles,
  sectionFileText,
} from '../../plugins/llms/llms-txt';
import {generatedIndexItems, sidebarOrder, type SidebarItem} from '../../plugins/llms/sidebar';
import {renderCommandMarkdown} from '../../reference/cli/generate';
import {loadCliModel} from '../../reference/cli/schema';
import {renderCrdMarkdown} from '../../reference/crd/generate';
import {loadApiDocument, renderApiMarkdown} from '../../reference/api/generate';

const SITE = 'https://docs.example.com';

const SIDEBARS: Record<string, SidebarItem[]> = {
  main: [
    {type: 'doc', id: 'toolhive/index'},
    {
      type: 'category',
      label: 'Tutorials',
      link: {
        type: 'generated-index',
        permalink: '/toolhive/tutorials',
        description: 'Step by step.',
      },
      items: [{type: 'doc', id: 'toolhive/tutorials/a'}],
    },
    {
      type: 'category',
      label: 'Guides',
      link: {type: 'doc', id: 'toolhive/guides/index'},
      items: [
        {type: 'doc', id: 'toolhive/guides/b'},
        {
          type: 'category',
          label: 'Nested',
          items: [{type: 'doc', id: 'toolhive/guides/c'}],
        },
      ],
    },
    {type: 'link', href: 'https://example.com', label: 'Elsewhere'},
    {type: 'doc', id: 'toolhive/faq'},
  ],
};

describe('reading order', () => {
  it('follows the sidebar, a category’s page first, with the top category as section', () => {
    expect(sidebarOrder(SIDEBARS)).toEqual([
      {key: {docId: 'toolhive/index'}, section: null},
      {
        key: {permalink: '/toolhive/tutorials', title: 'Tutorials', description: 'Step by step.'},
        section: 'Tutorials',
      },
      {key: {docId: 'toolhive/tutorials/a'}, section: 'Tutorials'},
      {key: {docId: 'toolhive/guides/index'}, section: 'Guides'},
      {key: {docId: 'toolhive/guides/b'}, section: 'Guides'},
      {key: {docId: 'toolhive/guides/c'}, section: 'Guides'},
      {key: {docId: 'toolhive/faq'}, section: null},
    ]);
  });

  it('finds the items of a generated index', () => {
    expect(generatedIndexItems(SIDEBARS, '/toolhive/tutorials')).toEqual([
      {type: 'doc', id: 'toolhive/tutorials/a'},
    ]);
    expect(generatedIndexItems(SIDEBARS, '/nowhere')).toEqual([]);
  });
});

function page(route: string, extra: Partial<TwinPage> = {}): TwinPage {
  return {
    route,
    url: `${SITE}${route}`,
    markdown: route === '/' ? '/index.md' : `${route}.md`,
    title: `Title of ${route}`,
    description: `About ${route}.`,
    section: null,
    indexed: true,
    optional: false,
    content: `# Title of ${route}\n\nURL: ${SITE}${route}\n\nBody.\n`,
    ...extra,
  };
}

describe('llms.txt, llms-full.txt and the manifest', () => {
  const pages = [
    page('/'),
    page('/toolhive/guides', {section: 'Guides: ToolHive [CLI]'}),
    page('/toolhive/reference/cli/thv', {section: 'Guides: ToolHive [CLI]', optional: true}),
    page('/theme-preview', {indexed: false}),
    page('/toolhive/faq', {description: 'Line one\nline two.'}),
  ];
  const options = {summary: 'The docs.\nAll of them.', overviewSection: 'Overview'};

  it('llms.txt has the name, summary, usage and a section per sidebar section, Optional last', () => {
    const text = llmsTxt(pages, {name: 'Docs', url: SITE}, options);
    expect(text).toBe(
      [
        '# Docs',
        '',
        '> The docs. All of them.',
        '',
        text.split('\n')[4],
        '',
        text.split('\n')[6],
        '',
        `- [Overview](${SITE}/llms-full/overview.txt): 2 pages, about 1k tokens`,
        `- [Guides: ToolHive \\[CLI\\]](${SITE}/llms-full/guides-toolhive-cli.txt): 1 page, about 1k tokens`,
        `- [Optional](${SITE}/llms-full/optional.txt): 1 page, about 1k tokens`,
        '',
        '## Overview',
        '',
        `- [Title of /](${SITE}/index.md): About /.`,
        `- [Title of /toolhive/faq](${SITE}/toolhive/faq.md): Line one line two.`,
        '',
        '## Guides: ToolHive [CLI]',
        '',
        `- [Title of /toolhive/guides](${SITE}/toolhive/guides.md): About /toolhive/guides.`,
        '',
        '## Optional',
        '',
        `- [Title of /toolhive/reference/cli/thv](${SITE}/toolhive/reference/cli/thv.md): About /toolhive/reference/cli/thv.`,
        '',
      ].join('\n'),
    );
    expect(text.split('\n')[4]).toContain('Accept: text/markdown');
    expect(text).not.toContain('theme-preview');
  });

  it('each section has full-text files of at most about 50k tokens, split at page boundaries', () => {
    const big = (route: string, kb: number) =>
      page(route, {section: 'Guides', content: `# ${route}\n\n${'word '.repeat(kb * 205)}\n`});
    const many = [page('/'), big('/a', 90), big('/b', 90), big('/c', 90), big('/d', 300)];
    const files = sectionFiles(many, options);
    expect(files.map((f) => [f.path, f.pages.map((p) => p.route)])).toEqual([
      ['/llms-full/overview.txt', ['/']],
      ['/llms-full/guides-1.txt', ['/a', '/b']],
      ['/llms-full/guides-2.txt', ['/c']],
      // A page larger than the limit is a part of its own.
      ['/llms-full/guides-3.txt', ['/d']],
    ]);
    for (const file of files.slice(0, 3)) {
      expect(file.bytes).toBeLessThanOrEqual(SECTION_FILE_TOKENS * 4);
    }
    const text = sectionFileText(files[1]!, {name: 'Docs', url: SITE}, options);
    expect(text.split('\n')[0]).toBe('# Docs: Guides (part 1 of 3)');
    expect(text).toContain(`${SITE}/llms.txt`);
    expect(text.indexOf('# /a')).toBeLessThan(text.indexOf('# /b'));
  });

  it('twins link to twins: links to pages get .md, others stay', () => {
    const linked = linkTwins(
      [
        page('/'),
        page('/toolhive/faq', {
          content: [
            '# FAQ',
            '',
            `URL: ${SITE}/toolhive/faq`,
            '',
            `See [home](${SITE}/), [ports](${SITE}/toolhive/faq#ports), [faq](${SITE}/toolhive/faq/?x=1),`,
            `[the OpenAPI file](${SITE}/api-specs/toolhive-api.yaml), [gone](${SITE}/toolhive/nope) and [elsewhere](https://example.com/toolhive/faq).`,
            '',
          ].join('\n'),
        }),
      ],
      SITE,
    );
    expect(linked[1]!.content).toBe(
      [
        '# FAQ',
        '',
        `URL: ${SITE}/toolhive/faq`,
        '',
        `See [home](${SITE}/index.md), [ports](${SITE}/toolhive/faq.md#ports), [faq](${SITE}/toolhive/faq.md?x=1),`,
        `[the OpenAPI file](${SITE}/api-specs/toolhive-api.yaml), [gone](${SITE}/toolhive/nope) and [elsewhere](https://example.com/toolhive/faq).`,
        '',
      ].join('\n'),
    );
  });

  it('llms-full.txt holds each indexed page in the same order', () => {
    const text = llmsFullTxt(pages, {name: 'Docs', url: SITE}, options);
    const urls = [...text.matchAll(/^URL: (.+)$/gm)].map((m) => m[1]);
    expect(urls).toEqual([
      `${SITE}/`,
      `${SITE}/toolhive/faq`,
      `${SITE}/toolhive/guides`,
      `${SITE}/toolhive/reference/cli/thv`,
    ]);
  });

  it('the manifest lists the indexed pages with exactly the contract’s fields', () => {
    const file = manifest(pages, 'Overview');
    expect(file.version).toBe(2);
    expect(file.pages.map((p) => p.route)).toEqual([
      '/',
      '/toolhive/guides',
      '/toolhive/reference/cli/thv',
      '/toolhive/faq',
    ]);
    expect(Object.keys(file.pages[0]!).sort()).toEqual(
      ['description', 'markdown', 'route', 'section', 'title', 'url'].sort(),
    );
    // A page in no sidebar category is in the overview section, as llms.txt lists it.
    expect(file.pages.find((p) => p.route === '/toolhive/faq')!.section).toBe('Overview');
  });
});

describe('reference pages as Markdown', () => {
  it('CLI pages have absolute links and show markup from the data as text', () => {
    const model = loadCliModel();
    const run = model.byPage.get('thv_run')!;
    const evil = {...run, summary: 'Run <script>alert(1)</script> {x}'};
    const text = renderCommandMarkdown(evil, model, SITE);
    expect(text.split('\n')[0]).toBe('Run \\<script>alert(1)\\</script> {x}');
    expect(text).toContain(`](${SITE}/toolhive/reference/cli/thv)`);
    // thv run's description links a guide by its route.
    expect(text).toContain(`](${SITE}/toolhive/guides-cli/run-mcp-servers)`);
    expect(text).not.toMatch(/\]\(\/(?!\/)/);
    expect(text).toContain('## Flags');
    expect(text).not.toMatch(/^:::/m);
  });

  it('the CRD page links its types within the page, absolutely', () => {
    const text = renderCrdMarkdown(SITE, '/toolhive/reference/crd-spec');
    expect(text).toMatch(/\]\(https:\/\/docs\.example\.com\/toolhive\/reference\/crd-spec#\w+\)/);
    expect(text).not.toContain('&#123;');
  });

  it('the API reference fails naming the file when a $ref points to nothing', () => {
    const doc = loadApiDocument();
    const broken = {
      ...doc,
      paths: {
        '/x': {get: {responses: {'200': {$ref: '#/components/responses/Missing'}}}},
      },
    };
    expect(() =>
      renderApiMarkdown(SITE, '/toolhive/reference/api', broken as never, 'api.yaml'),
    ).toThrow('api.yaml: $ref #/components/responses/Missing points to nothing');
  });
});
