import {DOCS_REPOSITORY} from '../../../config/site';

/**
 * The link a reader follows when search finds nothing useful: a new GitHub
 * issue on the docs repository, titled `Docs: couldn't find "<query>"`,
 * with the query and the page it was typed on in the body and the
 * `docs-search` label. The query is URL-encoded, never interpreted.
 *
 * @param query what the reader searched for (at most 64 characters, the input's limit)
 * @param page the path of the page the reader searched from
 */
export function missingResultsUrl(query: string, page: string): string {
  const title = `Docs: couldn't find "${query.trim()}"`;
  const body = [
    `I searched the ToolHive docs for "${query.trim()}" and did not find what I was looking for.`,
    '',
    `Searched from: ${page}`,
    '',
    'What I was trying to do:',
    '',
  ].join('\n');
  const params = new URLSearchParams({title, body, labels: 'docs-search'});
  return `${DOCS_REPOSITORY}/issues/new?${params.toString()}`;
}
