import {DOCS_REPOSITORY} from '../../config/site';

/** The label that feedback issues carry on {@link DOCS_REPOSITORY}. */
export const FEEDBACK_LABEL = 'docs-feedback';

/** The gtag event a reader's answer sends, when the Google tag is configured. */
export const FEEDBACK_EVENT = 'page_feedback';

/**
 * The address of GitHub's new-issue form on {@link DOCS_REPOSITORY}, filled
 * in for a page a reader did not find helpful: its title in the issue's
 * title, its URL and title in the body, labelled {@link FEEDBACK_LABEL}.
 * Text is percent-encoded, so any title is safe.
 *
 * @param page the page's title as shown, and its absolute URL
 */
export function feedbackIssueUrl(page: {title: string; url: string}): string {
  const body = [
    `Page: ${page.url}`,
    `Title: ${page.title}`,
    '',
    'What were you looking for, and what was missing or wrong?',
    '',
  ].join('\n');
  const query = [
    ['title', `Docs feedback: ${page.title}`],
    ['body', body],
    ['labels', FEEDBACK_LABEL],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${DOCS_REPOSITORY}/issues/new?${query}`;
}
