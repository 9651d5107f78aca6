import {readdirSync, readFileSync} from 'node:fs';
import {runInNewContext} from 'node:vm';
import {describe, expect, it} from 'vitest';

import {BUILD_DIR, builtPages} from '../support/built-site';

/** A module factory of a built chunk, as webpack and Rspack write them. */
type Factory = (module: {exports: unknown}) => void;

/**
 * The data modules of the built chunks whose text contains `marker`: each
 * chunk is run in an empty VM context, and each module of one argument
 * (webpack's JSON modules, `e.exports=JSON.parse('…')`) is evaluated.
 */
function dataModules(marker: string): {file: string; data: unknown}[] {
  const dir = `${BUILD_DIR}/assets/js`;
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({file: `${dir}/${name}`, text: readFileSync(`${dir}/${name}`, 'utf8')}))
    .filter(({text}) => text.includes(marker))
    .flatMap(({file, text}) => {
      const self: {[chunkArray: string]: [unknown, {[id: string]: Factory}][]} = {};
      try {
        runInNewContext(text, {self});
      } catch {
        return []; // Not a chunk that only registers modules (the runtime, main).
      }
      return Object.values(self)
        .flat()
        .flatMap(([, modules]) => Object.values(modules))
        .filter((factory) => factory.length === 1)
        .flatMap((factory) => {
          const module = {exports: undefined as unknown};
          try {
            factory(module);
          } catch {
            return [];
          }
          return [{file, data: module.exports}];
        });
    });
}

const pages = builtPages();
const byRoute = new Map(pages.map((page) => [page.route, page]));

/** The doc cards of a page: link, title and description as the server HTML shows them. */
function cards(route: string) {
  const {$} = byRoute.get(route)!;
  return $('main a.card[class*="cardContainer"]')
    .toArray()
    .map((card) => ({
      href: $(card).attr('href') ?? '',
      title: $(card).find('h2').attr('title') ?? '',
      description: $(card).find('p').text(),
      descriptionTitle: $(card).find('p').attr('title'),
    }));
}

describe('doc descriptions (plugins/card-descriptions)', () => {
  it('the docs version metadata that every docs page loads holds no doc description', () => {
    type VersionDoc = {id: string; title: string; description?: string};
    type Version = {docsSidebars?: unknown; docs?: Record<string, VersionDoc>};
    const versions = dataModules('docsSidebars').flatMap(({file, data}) => {
      const version = (data as {version?: Version} | undefined)?.version;
      return version?.docsSidebars && version.docs
        ? [{file, docs: Object.values(version.docs)}]
        : [];
    });
    expect(versions.map(({file}) => file)).toHaveLength(1);
    const {docs} = versions[0]!;
    // Every doc is still there, with its id and title, for the sidebar and the cards.
    expect(docs.length).toBeGreaterThan(90);
    expect(docs.every((doc) => doc.id && doc.title)).toBe(true);
    expect(docs.filter((doc) => 'description' in doc).map((doc) => doc.id)).toEqual([]);
  });

  it('each generated-index page shows, on each card, the description of the page it links to', () => {
    const indexes = pages
      .filter(({$}) => $('main [class*="generatedIndexPage"]').length > 0)
      .map(({route}) => route);
    // The two `generated-index` links of sidebars.ts.
    expect(indexes).toEqual(['/toolhive/concepts', '/toolhive/tutorials']);
    for (const route of indexes) {
      const shown = cards(route);
      expect(shown.length, route).toBeGreaterThanOrEqual(3);
      for (const card of shown) {
        const target = byRoute.get(card.href);
        expect(target, `${route}: card to ${card.href}`).toBeDefined();
        const description = target!.$('meta[name="description"]').attr('content');
        expect(description, card.href).toMatch(/\w/);
        expect(card.description, `${route}: card "${card.title}"`).toBe(description);
        expect(card.descriptionTitle, `${route}: card "${card.title}"`).toBe(description);
      }
    }
  });

  it('every doc card anywhere in the site shows a description', () => {
    const problems = pages.flatMap(({route}) =>
      cards(route)
        .filter((card) => !card.description.trim())
        .map((card) => `${route}: card "${card.title}" → ${card.href}`),
    );
    expect(problems).toEqual([]);
  });
});
