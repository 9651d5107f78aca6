import React, {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

import styles from './styles.module.css';

/**
 * The theme's Mermaid component, loaded on demand. The theme imports the
 * Mermaid runtime (about 190 KB gzip) from a component that every page's MDX
 * components reference, so it landed in the main bundle; wrapping it in a
 * lazy import moves the runtime into a chunk that only pages with a diagram
 * load. Diagrams render in the browser, as before.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

export default function Mermaid(props: Props): ReactNode {
  const placeholder = <div className={styles.placeholder} aria-hidden="true" />;
  return (
    <BrowserOnly fallback={placeholder}>
      {() => (
        <Suspense fallback={placeholder}>
          <OriginalMermaid {...props} />
        </Suspense>
      )}
    </BrowserOnly>
  );
}
