import React, {type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';

import styles from './styles.module.css';

/**
 * The OpenAPI reference rendered by Redoc (redocusaurus's `ApiDocMdx`) for
 * the spec registered under `id` in docusaurus.config.ts. Redoc renders in the
 * browser only: its server-rendered markup does not match what it renders on
 * the client, which React reports as a hydration error. Until it loads, a
 * short notice holds its place.
 */
export default function ApiReference({id}: {id: string}): ReactNode {
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
        const ApiDocMdx = require('@theme/ApiDocMdx').default as React.ComponentType<{id: string}>;
        return <ApiDocMdx id={id} />;
      }}
    </BrowserOnly>
  );
}
