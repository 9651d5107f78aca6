import React, {useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';

import {FEEDBACK_EVENT, feedbackIssueUrl} from './issue';
import styles from './styles.module.css';

type Answer = 'yes' | 'no';

type Gtag = (command: 'event', name: string, params: Record<string, string>) => void;

/**
 * Sends the answer to the Google tag as one {@link FEEDBACK_EVENT} event
 * (`helpful`: `yes` or `no`, `page_path`), when the site is built with one
 * (`config/analytics.ts`); does nothing otherwise.
 */
function record(answer: Answer, path: string): void {
  const gtag = (window as unknown as {gtag?: Gtag}).gtag;
  if (typeof gtag === 'function') gtag('event', FEEDBACK_EVENT, {helpful: answer, page_path: path});
}

/**
 * "Was this page helpful?" with Yes and No buttons, at the end of every docs
 * page and generated index (`title`: the page's). Yes thanks the reader; No opens GitHub's new-issue form for the page
 * in a new tab ({@link feedbackIssueUrl}) and links to it in case the
 * browser blocked the tab. Either answer is announced in a live region and
 * recorded once per page view ({@link record}).
 */
export default function PageFeedback({title}: {title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const recorded = useRef(false);
  // The path as the reader's address bar (and the Google tag's page views)
  // has it: an index page's permalink ends in `/`, its route does not.
  const {pathname} = useLocation();
  const issueUrl = feedbackIssueUrl({title, url: `${siteConfig.url}${pathname}`});

  const choose = (value: Answer) => {
    if (value === 'no') window.open(issueUrl, '_blank', 'noopener,noreferrer');
    setAnswer(value);
    if (!recorded.current) {
      recorded.current = true;
      record(value, pathname);
    }
  };

  return (
    // A <footer>, like the theme's: the search index leaves page footers out.
    <footer className={clsx('page-feedback', styles.feedback)}>
      <h2 className={styles.question}>Was this page helpful?</h2>
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-pressed={answer === 'yes'}
          onClick={() => choose('yes')}>
          Yes
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-pressed={answer === 'no'}
          aria-describedby="page-feedback-no-hint"
          onClick={() => choose('no')}>
          No
        </button>
        <span id="page-feedback-no-hint" className={styles.hint}>
          No opens a GitHub issue in a new tab.
        </span>
      </div>
      <p role="status" className={styles.status}>
        {answer === 'yes' && 'Thank you for your feedback.'}
        {answer === 'no' && (
          <>
            Thank you. Tell us what was missing in the{' '}
            <a href={issueUrl} target="_blank" rel="noopener noreferrer">
              GitHub issue
            </a>{' '}
            that opened in a new tab.
          </>
        )}
      </p>
    </footer>
  );
}
