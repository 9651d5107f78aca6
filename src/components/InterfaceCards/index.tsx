import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {IconType} from 'react-icons';
import {LuAppWindow, LuSquareTerminal, LuShip} from 'react-icons/lu';

import styles from './styles.module.css';

/** One ToolHive interface as shown on a card. */
export type InterfaceCard = {
  title: string;
  icon: IconType;
  /** Who the interface suits, one sentence. */
  audience: string;
  /** What it does, one or two sentences. */
  body: string;
  /** Route of the guide index. */
  guide: string;
  /** Route of the quickstart. */
  quickstart: string;
};

/** The three ToolHive interfaces: the desktop app, the `thv` CLI and the Kubernetes operator. */
export const INTERFACES: readonly InterfaceCard[] = [
  {
    title: 'ToolHive UI',
    icon: LuAppWindow,
    audience: 'For developers who want MCP servers on their own machine without a terminal.',
    body: 'A desktop app to browse the registry, start and stop servers, store secrets and connect your AI clients with a few clicks.',
    guide: '/toolhive/guides-ui',
    quickstart: '/toolhive/tutorials/quickstart-ui',
  },
  {
    title: 'ToolHive CLI',
    icon: LuSquareTerminal,
    audience: 'For developers and scripts that prefer the command line.',
    body: 'The thv command runs any MCP server in a locked-down container, with custom permissions, network isolation, secrets and telemetry.',
    guide: '/toolhive/guides-cli',
    quickstart: '/toolhive/tutorials/quickstart-cli',
  },
  {
    title: 'Kubernetes Operator',
    icon: LuShip,
    audience: 'For platform teams that serve MCP servers to many users.',
    body: 'Declare MCPServer resources and let the operator run them in your cluster, next to the infrastructure and controls you already have.',
    guide: '/toolhive/guides-k8s',
    quickstart: '/toolhive/tutorials/quickstart-k8s',
  },
];

/**
 * Cards for the three ToolHive interfaces, each linking to its guide and its
 * quickstart. Headings are h3 so the cards sit under the caller's h2.
 */
export default function InterfaceCards({
  items = INTERFACES,
}: {
  items?: readonly InterfaceCard[];
}): ReactNode {
  return (
    <ul className={styles.grid}>
      {items.map(({title, icon: Icon, audience, body, guide, quickstart}) => (
        <li key={title} className={styles.card}>
          <Icon className={styles.icon} size={32} aria-hidden="true" focusable="false" />
          <h3 className={styles.title}>
            <Link to={guide} className={styles.titleLink}>
              {title}
            </Link>
          </h3>
          <p className={styles.audience}>{audience}</p>
          <p>{body}</p>
          <p className={styles.links}>
            <Link to={quickstart}>Quickstart</Link>
            <span aria-hidden="true"> · </span>
            <Link to={guide}>Guides</Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
