import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';

import {
  clientCompatibility,
  OS_LABELS,
  TRANSPORT_LABELS,
  type ClientCompatibility,
  type ClientConfigFiles,
} from '@site/src/data/clientCompatibility';
import styles from './styles.module.css';

/**
 * Renders a note, showing text between backticks as inline code. Only text
 * nodes are created, so a note can never inject markup.
 */
function NoteText({text}: {text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? (
        <code key={index}>{part}</code>
      ) : (
        <React.Fragment key={index}>{part}</React.Fragment>
      ),
    );
}

/** The "Automatic configuration" cell: visible Yes/No plus the CLI client name. */
function AutoConfigCell({client}: {client: ClientCompatibility}): ReactNode {
  if (!client.autoConfig) {
    return (
      <>
        <span aria-hidden="true">❌ </span>No
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true">✅ </span>Yes
      <span className={styles.detail}>
        Client name: <code>{client.id}</code>
      </span>
    </>
  );
}

/** The "Configuration file" cell: one labelled path per operating system. */
function ConfigFilesCell({files}: {files: ClientConfigFiles}): ReactNode {
  const entries = OS_LABELS.flatMap(([os, label]) => {
    const path = files[os];
    return path === undefined ? [] : [{os, label, path}];
  });
  if (entries.length === 0) {
    return <span className={styles.muted}>Not listed</span>;
  }
  return (
    <ul className={styles.plainList}>
      {entries.map(({os, label, path}) => (
        <li key={os} className={styles.pathItem}>
          <span className={styles.osLabel}>{label}:</span>{' '}
          <code className={styles.path}>{path}</code>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link ClientCompatibilityTable}; all are optional. */
export interface ClientCompatibilityTableProps {
  /** Rows to show; defaults to every entry of `clientCompatibility`. */
  readonly clients?: readonly ClientCompatibility[];
  /** Table caption, also the accessible name of the scrolling region. */
  readonly caption?: string;
  /** Extra class for the scrolling wrapper. */
  readonly className?: string;
}

/**
 * Table of MCP clients and how each one works with ToolHive: supported
 * transports, whether ToolHive configures it automatically (with the name
 * `thv client register` accepts), where its MCP config file lives on macOS,
 * Linux and Windows, and notes such as the minimum version.
 *
 * The table sits in a focusable, labelled region that scrolls sideways on
 * narrow screens. Yes/No is always written out; the ✅/❌ marks are hidden
 * from assistive technology. Colours come from Infima variables only, so the
 * table follows light and dark mode.
 *
 * Data: `src/data/clientCompatibility.ts`.
 *
 * @param clients rows to render (default: all of `clientCompatibility`)
 * @param caption visible table caption
 * @param className extra class for the wrapper
 */
export default function ClientCompatibilityTable({
  clients = clientCompatibility,
  caption = 'MCP clients and how they work with ToolHive',
  className,
}: ClientCompatibilityTableProps): ReactNode {
  const captionId = useId();
  return (
    <div
      className={clsx(styles.wrapper, className)}
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">Client</th>
            <th scope="col">Transports</th>
            <th scope="col">Automatic configuration</th>
            <th scope="col">Configuration file</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <tr key={client.name}>
              <th scope="row" className={styles.clientName}>
                {client.name}
              </th>
              <td>
                <ul className={styles.plainList}>
                  {client.transports.map((transport) => (
                    <li key={transport}>{TRANSPORT_LABELS[transport]}</li>
                  ))}
                </ul>
              </td>
              <td className={styles.autoConfig}>
                <AutoConfigCell client={client} />
              </td>
              <td className={styles.configFiles}>
                <ConfigFilesCell files={client.configFiles} />
              </td>
              <td className={styles.notes}>
                <NoteText text={client.notes} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
