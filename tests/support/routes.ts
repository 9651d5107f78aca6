import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import matter from 'gray-matter';

/** A page of the site and the h1 a reader should see on it. */
export type PageRoute = {route: string; title: string; source: string};

const DOCS_DIR = 'docs';

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return walk(path);
    }
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith('_') ? [path] : [];
  });
}

/**
 * Route of a docs file, with docs served from the site root:
 * `docs/toolhive/guides-cli/index.mdx` → `/toolhive/guides-cli`.
 */
export function docRoute(file: string): string {
  const parts = relative(DOCS_DIR, file).split(sep);
  const last = parts.pop()!.replace(/\.mdx?$/, '');
  if (last !== 'index') {
    parts.push(last);
  }
  return `/${parts.join('/')}`;
}

/** Every docs page with the title from its front matter. */
export function docPages(): PageRoute[] {
  return walk(DOCS_DIR)
    .sort()
    .map((file) => {
      const {data} = matter(readFileSync(file, 'utf8'));
      if (typeof data.title !== 'string') {
        throw new Error(`${file}: front matter has no title`);
      }
      return {route: docRoute(file), title: data.title, source: file};
    });
}

/** Pages that are not docs files: the home page and generated category indexes. */
export const OTHER_PAGES: PageRoute[] = [
  {route: '/', title: 'ToolHive Docs', source: 'src/pages/index.tsx'},
  {route: '/toolhive/tutorials', title: 'Tutorials', source: 'sidebars.ts'},
  {route: '/toolhive/concepts', title: 'Concepts', source: 'sidebars.ts'},
  {route: '/search', title: 'Search the documentation', source: 'plugins/search/theme/SearchPage'},
];

/** Every page a reader can reach. */
export function allPages(): PageRoute[] {
  return [...OTHER_PAGES, ...docPages()];
}
