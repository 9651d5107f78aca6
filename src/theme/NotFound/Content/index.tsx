import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';

/** Main sections offered to a reader who followed a broken link. */
const SECTIONS = [
  {to: '/toolhive', label: 'Introduction', hint: 'what ToolHive is and where to start'},
  {
    to: '/toolhive/tutorials',
    label: 'Tutorials',
    hint: 'quickstarts for the UI, CLI and Kubernetes',
  },
  {to: '/toolhive/guides-ui', label: 'ToolHive UI guides', hint: 'the desktop app'},
  {to: '/toolhive/guides-cli', label: 'ToolHive CLI guides', hint: 'the thv command'},
  {
    to: '/toolhive/guides-k8s',
    label: 'Kubernetes Operator guides',
    hint: 'MCP servers in a cluster',
  },
  {
    to: '/toolhive/reference/cli/thv',
    label: 'Command reference',
    hint: 'every thv command and flag',
  },
  {to: '/toolhive/faq', label: 'FAQ', hint: 'short answers to common questions'},
];

/** The not-found page body: says what happened and links to the main sections. */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title="Page Not Found" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>
            We could not find a page at this address. It may have moved, or the link you followed
            may have a typo. If another site sent you here, please let its owner know the link is
            broken.
          </p>
          <p>These sections may have what you were looking for:</p>
          <ul>
            {SECTIONS.map(({to, label, hint}) => (
              <li key={to}>
                <Link to={to}>{label}</Link>: {hint}
              </li>
            ))}
          </ul>
          <p>
            You can also search the docs with the search button at the top of the page, or start
            again from the <Link to="/">home page</Link>.
          </p>
        </div>
      </div>
    </main>
  );
}
