import React, {startTransition, useEffect, useRef, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import {useSpecOptions} from 'docusaurus-theme-redoc/dist/utils/useSpecOptions';
import type {AppStore} from 'redoc';
import 'docusaurus-theme-redoc/dist/theme/Redoc/styles.css';

import styles from './styles.module.css';

/**
 * Redoc puts its operation list beside the samples above these widths; the
 * docs column is too narrow for that, so the samples always sit below.
 */
const SINGLE_COLUMN = {theme: {breakpoints: {medium: '130rem', large: '130rem'}}};

/**
 * Redoc's options for this page: one column, and the browser's own
 * scrollbars (Redoc's scrollbar library measures the whole reference when
 * it starts).
 */
const OPTIONS = {...SINGLE_COLUMN, nativeScrollbars: true, disableSearch: true};

/**
 * Redoc titles the parts of an operation ("Authorizations", "path
 * Parameters", "Request Body schema") with `<h5>` right under the
 * operation's `<h2>`, so the outline skips two levels. This gives them level
 * 3, beside Redoc's own "Responses" `<h3>`, as Redoc renders them.
 *
 * `rendered` is what the container's content depends on (the Redoc store):
 * the container exists only once Redoc renders, so the hook starts again
 * when it changes.
 */
function useOperationPartLevels(
  container: React.RefObject<HTMLDivElement | null>,
  rendered: unknown,
): void {
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
  }, [container, rendered]);
}

/** Redoc's exports this page uses, loaded in the browser only (Redoc needs a DOM). */
type RedocModule = typeof import('redoc');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadRedoc = (): RedocModule => require('redoc') as RedocModule;

/** An OpenAPI document as Redoc reads it. */
type OpenAPISpec = ConstructorParameters<RedocModule['AppStore']>[0];

/**
 * Redoc inside a container whose headings fit the page outline.
 *
 * The store is built here rather than by Redoc's standalone component so
 * that Redoc's first render runs as a React transition: React renders the
 * thousands of elements of the reference in short slices instead of one
 * long task, and the page stays responsive while it does. A new store is
 * built when the colour mode (and so Redoc's theme) changes.
 */
function OutlinedRedoc({specUrl, document}: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const {options} = useSpecOptions(undefined, OPTIONS);
  const [store, setStore] = useState<AppStore>();
  useOperationPartLevels(container, store);
  useEffect(() => {
    // The document is the YAML as written; Redoc reports what it cannot read.
    const next = new (loadRedoc().AppStore)(document as unknown as OpenAPISpec, specUrl, options);
    startTransition(() => setStore(next));
    return () => next.dispose();
  }, [document, specUrl, options]);

  if (!store) return <Loading />;
  const {Redoc} = loadRedoc();
  return (
    <div ref={container} className="redocusaurus">
      <Redoc store={store} />
    </div>
  );
}

/** Holds the reference's place until Redoc has rendered it. */
function Loading(): ReactNode {
  return (
    <p className={styles.loading} role="status">
      Loading the API reference…
    </p>
  );
}

/** Props of {@link ApiReference}. */
type Props = {
  /** Where readers download the document (a path under `static/`); Redoc resolves relative links against it. */
  specUrl: string;
  /**
   * The same document, parsed: import it from `@site/static/api-specs/…yaml`
   * (plugins/redoc turns the YAML into the object at build time).
   */
  document: Record<string, unknown>;
};

/**
 * The OpenAPI reference for an OpenAPI document, rendered by Redoc with the
 * colours of docusaurus-theme-redoc (set in docusaurus.config.ts). Redoc
 * and the document ship with this page only: nothing of either is in the
 * bundle other pages load. Redoc renders in the browser (its
 * server-rendered markup would not match its client render); until it has,
 * a short notice holds its place.
 */
export default function ApiReference(props: Props): ReactNode {
  return <BrowserOnly fallback={<Loading />}>{() => <OutlinedRedoc {...props} />}</BrowserOnly>;
}
