import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import InterfaceCards from '@site/src/components/InterfaceCards';
import {TOOLHIVE_VERSION} from '@site/config/site';
import styles from './index.module.css';
import TryIt from './_try-it.mdx';

/** Quick paths for readers who know what they came for. */
const QUICK_PATHS = [
  {label: 'Run your first MCP server with the CLI', to: '/toolhive/tutorials/quickstart-cli'},
  {label: 'Deploy the Kubernetes operator', to: '/toolhive/guides-k8s/deploy-operator-helm'},
  {label: 'Connect Cursor, VS Code or Claude Code', to: '/toolhive/reference/client-compatibility'},
  {
    label: 'Lock down file system and network access',
    to: '/toolhive/guides-cli/custom-permissions',
  },
  {label: 'Look up a thv command', to: '/toolhive/reference/cli/thv'},
  {label: 'New to MCP? Read the primer', to: '/toolhive/concepts/mcp-primer'},
];

/** Site home page: what ToolHive is, its three interfaces, and quick paths in. */
export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Run MCP servers simply and securely"
      description="Documentation for ToolHive, which runs Model Context Protocol (MCP) servers in containers from a desktop app, a CLI or a Kubernetes operator, and connects them to your AI clients.">
      <header className={styles.hero}>
        <div className="container">
          <img className={styles.heroLogo} src="/img/logo-dark.svg" alt="" width={96} height={96} />
          <h1 className={styles.heroTitle}>{siteConfig.title}</h1>
          <p className={styles.heroTagline}>{siteConfig.tagline}</p>
          <p className={styles.heroLead}>
            ToolHive runs Model Context Protocol (MCP) servers in containers that see only the files
            you mount and, with network isolation turned on, reach only the hosts their permission
            profile allows. It connects them to your AI clients. These docs cover ToolHive{' '}
            {TOOLHIVE_VERSION}.
          </p>
          <div className={styles.heroButtons}>
            <Link className="button button--primary button--lg" to="/toolhive">
              Read the docs
            </Link>
            <Link
              className="button button--secondary button--outline button--lg"
              to="/toolhive/tutorials">
              Try a quickstart
            </Link>
          </div>
        </div>
      </header>
      <main>
        <section className={styles.section} aria-labelledby="interfaces">
          <div className="container">
            <h2 id="interfaces">Pick your interface</h2>
            <p className={styles.sectionLead}>
              The desktop app runs the CLI&apos;s engine, so the two share servers, secrets and
              settings on your computer. The operator runs the same proxy in a cluster and takes
              secrets and settings from Kubernetes resources.
            </p>
            <InterfaceCards />
          </div>
        </section>
        <section className={styles.section} aria-labelledby="quick-paths">
          <div className={`container ${styles.split}`}>
            <div>
              <h2 id="quick-paths">Start where you are</h2>
              <ul className={styles.paths}>
                {QUICK_PATHS.map(({label, to}) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2 id="try-it">Five commands to a running server</h2>
              <p>
                On macOS or Linux with Docker or Podman running, this installs the CLI, connects
                your AI clients and starts the Fetch MCP server:
              </p>
              <MDXContent>
                <TryIt />
              </MDXContent>
            </div>
          </div>
        </section>
      </main>
    </Layout>
  );
}
