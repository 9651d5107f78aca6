import React, {
  createContext,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {
  matches,
  NO_FILTER,
  tagCounts,
  TRANSPORT_LABELS,
  type CatalogueServer,
  type Filter,
} from './filter';
import styles from './styles.module.css';

/** Names of the servers the filter shows; null outside a catalogue (every entry shows). */
const VisibleServers = createContext<ReadonlySet<string> | null>(null);

/**
 * The registry catalogue: a filter (free text, tag, transport, tier, a clear
 * button and a live count "N of M servers") above the server entries, which
 * it hides or shows in the browser. Every entry is in the server-rendered
 * HTML; before hydration the filter's controls are disabled, as they cannot
 * work yet.
 *
 * @param servers the filter's facts about each server, in page order
 * @param children the `RegistryEntry` sections, one per server
 */
export default function RegistryCatalogue({
  servers,
  children,
}: {
  servers: CatalogueServer[];
  children: ReactNode;
}): ReactNode {
  const id = useId();
  const isBrowser = useIsBrowser();
  const [filter, setFilter] = useState<Filter>(NO_FILTER);
  const queryInput = useRef<HTMLInputElement>(null);
  const tags = useMemo(() => tagCounts(servers), [servers]);
  const transports = useMemo(
    () => Object.keys(TRANSPORT_LABELS).filter((t) => servers.some((s) => s.transport === t)),
    [servers],
  ) as CatalogueServer['transport'][];
  const visible = useMemo(
    () => new Set(servers.filter((server) => matches(server, filter)).map((server) => server.name)),
    [servers, filter],
  );
  const set = (key: keyof Filter) => (event: {target: {value: string}}) =>
    setFilter((current) => ({...current, [key]: event.target.value}));
  const clear = () => {
    setFilter(NO_FILTER);
    queryInput.current?.focus();
  };

  return (
    <>
      <form
        className={styles.filter}
        role="search"
        aria-label="Filter the registry servers"
        onSubmit={(event) => event.preventDefault()}>
        <fieldset className={styles.fields} disabled={!isBrowser}>
          <legend className={styles.legend}>Filter the servers</legend>
          <div className={`${styles.field} ${styles.query}`}>
            <label htmlFor={`${id}-query`}>Name, tool or keyword</label>
            <input
              id={`${id}-query`}
              ref={queryInput}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={filter.query}
              onChange={set('query')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-tag`}>Tag</label>
            <select id={`${id}-tag`} value={filter.tag} onChange={set('tag')}>
              <option value="">Any tag</option>
              {tags.map(([tag, count]) => (
                <option key={tag} value={tag}>
                  {tag} ({count})
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-transport`}>Transport</label>
            <select id={`${id}-transport`} value={filter.transport} onChange={set('transport')}>
              <option value="">Any transport</option>
              {transports.map((transport) => (
                <option key={transport} value={transport}>
                  {TRANSPORT_LABELS[transport]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-tier`}>Tier</label>
            <select id={`${id}-tier`} value={filter.tier} onChange={set('tier')}>
              <option value="">Any tier</option>
              <option value="Official">Official</option>
              <option value="Community">Community</option>
            </select>
          </div>
          <button type="button" className={styles.clear} onClick={clear}>
            Clear filters
          </button>
        </fieldset>
        <p role="status" className={styles.count}>
          {visible.size} of {servers.length} servers
        </p>
      </form>
      <VisibleServers.Provider value={visible}>{children}</VisibleServers.Provider>
      {visible.size === 0 && (
        <p className={styles.none}>
          No server matches this filter. Clear it to see all {servers.length} servers.
        </p>
      )}
    </>
  );
}

/** Id of a server's section, `registry-entry-<name>`. */
function entryId(name: string): string {
  return `registry-entry-${name}`;
}

/**
 * One server's section of the catalogue; hidden while the filter around it
 * leaves the server out.
 *
 * @param name the server's registry name
 * @param children the server's heading and facts
 */
export function RegistryEntry({name, children}: {name: string; children: ReactNode}): ReactNode {
  const visible = useContext(VisibleServers);
  return (
    <section
      id={entryId(name)}
      className={styles.entry}
      hidden={visible !== null && !visible.has(name)}>
      {children}
    </section>
  );
}
