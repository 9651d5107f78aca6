import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {getHtmlMinifier} from '@docusaurus/bundler';
import {load} from 'cheerio';
import {afterAll, describe, expect, it, vi} from 'vitest';

import {DOCS_REPOSITORY} from '../../config/site';
import pageSource, {
  editUrl,
  missingGitHistory,
  noDatesWarning,
  sourceOfPage,
} from '../../plugins/page-source';
import {feedbackIssueUrl, FEEDBACK_LABEL} from '../../plugins/page-feedback/issue';
import {breadcrumbList, jsonLdText, techArticle} from '../../plugins/structured-data/schema';

describe('page-source: "Edit this page"', () => {
  it('links a written page to its own source, and a generated page to its data file', () => {
    const edit = (docPath: string) => editUrl({versionDocsDirPath: 'docs', docPath});
    expect(edit('toolhive/faq.mdx')).toBe(`${DOCS_REPOSITORY}/blob/main/docs/toolhive/faq.mdx`);
    expect(edit('toolhive/reference/cli/thv_run.mdx')).toBe(
      `${DOCS_REPOSITORY}/blob/main/reference/cli/commands.json`,
    );
    expect(sourceOfPage('docs/toolhive/reference/cli/thv.mdx')).toBe('reference/cli/commands.json');
    expect(sourceOfPage('docs/toolhive/reference/crd-spec.mdx')).toBe(
      'reference/crd/mcpserver.json',
    );
    expect(sourceOfPage('docs/toolhive/reference/registry.mdx')).toBe(
      'reference/registry/servers.json',
    );
    expect(sourceOfPage('docs/toolhive/reference/api.mdx')).toBe(
      'static/api-specs/toolhive-api.yaml',
    );
    // Only the generated pages themselves.
    expect(sourceOfPage('docs/toolhive/reference/client-compatibility.mdx')).toBe(
      'docs/toolhive/reference/client-compatibility.mdx',
    );
    expect(sourceOfPage('docs/toolhive/guides-cli/thv-usage.mdx')).toBe(
      'docs/toolhive/guides-cli/thv-usage.mdx',
    );
  });
});

describe('page-source: the git history check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'page-source-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {cwd});

  it('reads dates in a full clone, and names a shallow one', () => {
    const full = join(dir, 'full');
    execFileSync('git', ['init', '-q', full]);
    for (const n of [1, 2]) {
      writeFileSync(join(full, 'page.mdx'), `v${n}\n`);
      git(full, 'add', '.');
      git(full, 'commit', '-q', '-m', `v${n}`);
    }
    expect(missingGitHistory(full)).toBeUndefined();
    const shallow = join(dir, 'shallow');
    git(dir, 'clone', '-q', '--depth', '1', `file://${full}`, shallow);
    expect(missingGitHistory(shallow)).toBe(
      `${shallow} is a shallow git clone, whose one commit would date every page`,
    );
  });

  it('names a folder that is not a git clone, and a machine without git', () => {
    const plain = join(dir, 'plain');
    execFileSync('mkdir', ['-p', plain]);
    expect(missingGitHistory(plain)).toBe(
      `${plain} is not a git clone (a source archive, perhaps)`,
    );
    const path = process.env.PATH;
    process.env.PATH = join(dir, 'no-such-bin');
    try {
      expect(missingGitHistory(plain)).toBe('git is not installed');
    } finally {
      process.env.PATH = path;
    }
  });

  it('a production build without dates warns once, naming why; with dates, it says nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await pageSource('git is not installed')().loadContent?.();
      await pageSource(undefined)().loadContent?.();
      expect(warn.mock.calls.map((call) => call.join(' '))).toEqual([
        expect.stringContaining(noDatesWarning('git is not installed')),
      ]);
      expect(noDatesWarning('git is not installed')).toBe(
        'Pages show no "Last updated" date: git is not installed. Build from a full git clone (or run git fetch --unshallow) to show them.',
      );
    } finally {
      process.env.NODE_ENV = nodeEnv;
      warn.mockRestore();
    }
  });
});

describe('page-feedback: the issue a "No" opens', () => {
  it('is a new issue on the docs repository with the page title and URL, labelled', () => {
    const title = 'Run <MCP> servers & "more" #1?';
    const url = new URL(
      feedbackIssueUrl({
        title,
        url: 'https://docs.stacklok.com/toolhive/guides-cli/run-mcp-servers',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${DOCS_REPOSITORY}/issues/new`);
    expect(url.searchParams.get('title')).toBe(`Docs feedback: ${title}`);
    expect(url.searchParams.get('labels')).toBe(FEEDBACK_LABEL);
    const body = url.searchParams.get('body')!;
    expect(body).toContain('https://docs.stacklok.com/toolhive/guides-cli/run-mcp-servers');
    expect(body).toContain(title);
    expect([...url.searchParams.keys()]).toEqual(['title', 'body', 'labels']);
  });
});

describe('structured-data', () => {
  it('JSON-LD text cannot end its script element, and parses back to the same value', () => {
    const value = {headline: 'Stop </script><script>alert(1)</script> & <!-- here \u2028'};
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    const $ = load(
      `<head><script type="application/ld+json">${text}</script><meta name="after"></head>`,
    );
    expect($('script')).toHaveLength(1);
    expect($('meta[name="after"]')).toHaveLength(1);
    expect(JSON.parse($('script').html()!)).toEqual(value);
  });

  it("stays one element through the build's HTML minifier, which rewrites JSON", async () => {
    const value = {headline: 'Stop </script><script>alert(1)</script> <!-- here'};
    const minifier = await getHtmlMinifier({type: 'swc'});
    const {code} = await minifier.minify(
      `<!DOCTYPE html><html><head><script type="application/ld+json">${jsonLdText(value)}</script></head><body><p>after</p></body></html>`,
    );
    const $ = load(code);
    expect($('script')).toHaveLength(1);
    expect($('p').text()).toBe('after');
    expect(JSON.parse($('script').html()!)).toEqual(value);
  });

  it('a TechArticle has its fields, and a date only when git gave one', () => {
    const page = {
      title: 'Install ToolHive',
      description: 'How to install.',
      url: 'https://docs.stacklok.com/toolhive/guides-cli/install',
      lastUpdatedAt: Date.UTC(2026, 10, 24, 9, 30),
      language: 'en',
      publisher: {name: 'Stacklok', logo: 'https://docs.stacklok.com/img/logo.svg'},
    };
    expect(techArticle(page)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: 'Install ToolHive',
      dateModified: '2026-11-24T09:30:00.000Z',
      inLanguage: 'en',
      publisher: {'@type': 'Organization', name: 'Stacklok', logo: {'@type': 'ImageObject'}},
    });
    expect(techArticle({...page, lastUpdatedAt: undefined})).not.toHaveProperty('dateModified');
  });

  it('a BreadcrumbList numbers its steps from 1 and counts a repeated page once', () => {
    const list = breadcrumbList([
      {name: 'Home', url: 'https://x/'},
      {name: 'ToolHive CLI', url: 'https://x/cli'},
      {name: 'CLI guides', url: 'https://x/cli'},
      {name: 'Install', url: 'https://x/cli/install'},
    ]);
    expect(list.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/'},
      {'@type': 'ListItem', position: 2, name: 'ToolHive CLI', item: 'https://x/cli'},
      {'@type': 'ListItem', position: 3, name: 'Install', item: 'https://x/cli/install'},
    ]);
  });
});
