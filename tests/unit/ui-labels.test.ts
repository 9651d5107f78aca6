import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

import {
  checkLabels,
  checkLabelSources,
  checkUiPages,
  formatLabelProblems,
  loadUiLabels,
  UI_PAGES,
  UiLabelsError,
} from '../../reference/ui/check-labels';

const labels = loadUiLabels();

describe('UI labels on the UI pages', () => {
  it('checks every UI page', () => {
    expect(UI_PAGES).toContain('docs/toolhive/guides-ui/install.mdx');
    expect(UI_PAGES).toContain('docs/toolhive/tutorials/quickstart-ui.mdx');
  });

  it('bolds only labels the app shows', () => {
    expect(formatLabelProblems(checkUiPages(labels), labels)).toBe('');
  });

  it('reports a planted label the app does not have, with its file and line', () => {
    const page = '# Page\n\nOpen **Settings**.\n\nThen click **Restart all** and **Logs**.\n';
    expect(checkLabels(page, 'docs/page.mdx', labels)).toEqual([
      {file: 'docs/page.mdx', line: 3, label: 'Settings'},
      {file: 'docs/page.mdx', line: 5, label: 'Restart all'},
    ]);
  });

  it('checks a bold path part by part and ignores code', () => {
    const page =
      '# Page\n\nChoose **Add server > Custom MCP server**, not **Add server > Nope**.\n\n```text\n**Nope**\n```\n';
    expect(checkLabels(page, 'p.mdx', labels).map((p) => p.label)).toEqual(['Add server > Nope']);
  });

  it('rejects a malformed labels file, naming the file and the field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ui-labels-'));
    const file = join(dir, 'labels.json');
    writeFileSync(
      file,
      JSON.stringify({...labels, labels: [{label: 'Logs', source: 'card-mcp-server.tsx'}]}),
    );
    expect(() => loadUiLabels(file)).toThrow(UiLabelsError);
    expect(() => loadUiLabels(file)).toThrow(/labels\.json[\s\S]*labels\[0\] \(Logs\)\.source/);
    writeFileSync(file, JSON.stringify({...labels, labels: [labels.labels[0], labels.labels[0]]}));
    expect(() => loadUiLabels(file)).toThrow(/listed twice/);
  });

  it('reports a label whose recorded source line does not show it', () => {
    const files: Record<string, string> = {
      'renderer/a.tsx': 'line one\n          Logs\n',
    };
    const sample = {
      ...labels,
      labels: [
        {label: 'Logs', source: 'renderer/a.tsx:2'},
        {label: 'Remove', source: 'renderer/a.tsx:1'},
        {label: 'Theme', source: 'renderer/b.tsx:9'},
      ],
    };
    expect(checkLabelSources(sample, (path) => files[path])).toEqual([
      {label: 'Remove', source: 'renderer/a.tsx:1', message: 'line 1 does not contain "Remove"'},
      {
        label: 'Theme',
        source: 'renderer/b.tsx:9',
        message: `renderer/b.tsx does not exist at ${labels.version}`,
      },
    ]);
  });
});
