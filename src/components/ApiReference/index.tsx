import React, {type ReactNode} from 'react';
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
      {() => {
        // Loaded here so that Redoc is bundled with this page only.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const Redoc = require('@theme/Redoc').default as React.ComponentType<RedocProps>;
        return <Redoc url={specUrl} optionsOverrides={SINGLE_COLUMN} />;
      }}
    </BrowserOnly>
  );
}
