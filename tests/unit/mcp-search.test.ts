import {describe, expect, it} from 'vitest';

import {createSearcher, searchDocs} from '../../mcp/src/search';
import {docSearchRecord} from '../support/search-records';

const RECORDS = [
  docSearchRecord({
    id: 'a',
    path: '/toolhive/faq',
    type: 'lvl2',
    levels: ['ToolHive', 'FAQ', 'Which ports does ToolHive use'],
    anchor: 'ports',
  }),
  docSearchRecord({
    id: 'b',
    path: '/toolhive/faq',
    type: 'content',
    levels: ['ToolHive', 'FAQ', 'Which ports does ToolHive use'],
    anchor: 'ports',
    content: 'The proxy listens on a random port unless you pass --proxy-port.',
    position: 1,
  }),
  docSearchRecord({
    id: 'c',
    path: '/404',
    type: 'lvl1',
    levels: ['ToolHive', 'Page not found, ports included'],
  }),
];

const PAGES = [{route: '/toolhive/faq', url: 'https://docs.example.com/toolhive/faq'}];

describe('search_docs hits', () => {
  it("link to the page's canonical URL with the heading's anchor, though records hold paths", () => {
    const searcher = createSearcher('test', RECORDS, PAGES);
    const urls = searchDocs(searcher, 'ports', 5).map((hit) => hit.url);
    expect(urls).toContain('https://docs.example.com/toolhive/faq#ports');
    // A path of no page in the manifest gets the site's origin.
    expect(urls).toContain('https://docs.example.com/404');
  });
});
