import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

import sidebars from '../../sidebars';

type Item = {
  type: string;
  id?: string;
  label?: string;
  collapsed?: boolean;
  link?: {type: string; id?: string; slug?: string};
  items?: Item[];
};

const items = sidebars.toolhiveSidebar as unknown as Item[];

/** The sidebar as an indented list of labels, one line per item. */
function outline(list: Item[], depth = 0): string[] {
  return list.flatMap((item) => {
    const line = `${'  '.repeat(depth)}${item.label ?? item.id}`;
    if (item.type !== 'category' || item.label === 'Command reference') {
      return [line];
    }
    return [line, ...outline(item.items ?? [], depth + 1)];
  });
}

function docIds(list: Item[]): string[] {
  return list.flatMap((item) => [
    ...(item.id ? [item.id] : []),
    ...(item.link?.id ? [item.link.id] : []),
    ...docIds(item.items ?? []),
  ]);
}

function find(list: Item[], label: string): Item | undefined {
  for (const item of list) {
    if (item.label === label) return item;
    const found = find(item.items ?? [], label);
    if (found) return found;
  }
  return undefined;
}

describe('the docs sidebar', () => {
  it('has the tree and labels of the docs outline', () => {
    expect(outline(items)).toEqual([
      'Introduction',
      'Tutorials',
      '  Quickstart: ToolHive UI',
      '  Quickstart: ToolHive CLI',
      '  Quickstart: ToolHive Kubernetes Operator',
      'Client compatibility',
      'Registry catalogue',
      'Security model',
      'Guides: ToolHive UI',
      '  Install ToolHive',
      '  Run MCP servers',
      '  Network isolation',
      '  Secrets management',
      '  Client configuration',
      'Guides: ToolHive CLI',
      '  Install ToolHive',
      '  Explore the registry',
      '  Run MCP servers',
      '  Monitor and manage MCP servers',
      '  Secrets management',
      '  Client configuration',
      '  Use these docs from your AI client',
      '  Custom permissions',
      '    File system access',
      '    Network isolation',
      '  Telemetry and metrics',
      '  Command reference',
      '  API server',
      '    API reference',
      'Guides: Kubernetes Operator',
      '  Overview',
      '  Deploy the operator',
      '  Run MCP servers in Kubernetes',
      '  CRD Reference',
      'Concepts',
      '  MCP primer',
      '  Registry criteria',
      '  Observability',
      'FAQ',
    ]);
  });

  it('expands Tutorials and Custom permissions and collapses the command reference', () => {
    expect(find(items, 'Tutorials')?.collapsed).toBe(false);
    expect(find(items, 'Custom permissions')?.collapsed).toBe(false);
    expect(find(items, 'Command reference')?.collapsed).toBe(true);
    expect(find(items, 'Guides: ToolHive UI')?.collapsed).toBeUndefined();
  });

  it('links every category to its overview page', () => {
    expect(find(items, 'Tutorials')?.link).toMatchObject({slug: '/toolhive/tutorials'});
    expect(find(items, 'Concepts')?.link).toMatchObject({slug: '/toolhive/concepts'});
    expect(find(items, 'Guides: ToolHive CLI')?.link?.id).toBe('toolhive/guides-cli/index');
    expect(find(items, 'API server')?.link?.id).toBe('toolhive/guides-cli/api-server');
  });

  it('points only at docs that exist', () => {
    const missing = docIds(items).filter(
      (id) => !existsSync(`docs/${id}.mdx`) && !existsSync(`docs/${id}.md`),
    );
    expect(missing).toEqual([]);
  });
});
