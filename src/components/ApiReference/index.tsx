import React, {useEffect, useRef, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

import styles from './styles.module.css';

/** Props of the theme's Redoc component that this page uses. */
type RedocProps = {
  /** URL of the OpenAPI document (YAML or JSON), fetched by Redoc. */
  url: string;
  /** Redoc options merged over the theme's per-colour-mode options. */
  optionsOverrides?: Record<string, unknown>;
};

/**
 * Redoc puts its operation list beside the samples above these widths; the
 * docs column is too narrow for that, so the samples always sit below.
 */
const SINGLE_COLUMN = {theme: {breakpoints: {medium: '130rem', large: '130rem'}}};

/**
 * Redoc titles the parts of an operation ("Authorizations", "path
 * Parameters", "Request Body schema") with `<h5>` right under the
 * operation's `<h2>`, so the outline skips two levels. This gives them level
 * 3, beside Redoc's own "Responses" `<h3>`, as Redoc renders them.
 */
function useOperationPartLevels(container: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const relevel = () => {
      for (const heading of root.querySelectorAll('h5:not([aria-level])')) {
        heading.setAttribute('aria-level', '3');
      }
    };
    relevel();
    const observer = new MutationObserver(relevel);
    observer.observe(root, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [container]);
}

/** Redoc inside a container whose headings fit the page outline. */
function OutlinedRedoc({specUrl}: {specUrl: string}): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useOperationPartLevels(container);
  // Loaded here so that Redoc is bundled with this page only.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Redoc = require('@theme/Redoc').default as React.ComponentType<RedocProps>;
  return (
    <div ref={container}>
      <Redoc url={specUrl} optionsOverrides={SINGLE_COLUMN} />
    </div>
  );
}

/**
 * The OpenAPI reference for the document at `specUrl` (a path under
 * `static/`), rendered by Redoc with the colours of docusaurus-theme-redoc
 * (set in docusaurus.config.ts). Redoc and the document load in the browser,
 * on this page only: nothing of either ships in the bundle other pages load,
 * and Redoc's server-rendered markup would not match its client render. Until
 * it loads, a short notice holds its place.
 */
export default function ApiReference({specUrl}: {specUrl: string}): ReactNode {
  return (
    <BrowserOnly
      fallback={
        <p className={styles.loading} role="status">
          Loading the API reference…
        </p>
      }>
      {() => <OutlinedRedoc specUrl={specUrl} />}
    </BrowserOnly>
  );
}
