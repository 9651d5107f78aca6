import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import type {Props} from '@theme/Mermaid';

import styles from './styles.module.css';

/**
 * The theme's Mermaid component, loaded on demand. The theme imports the
 * Mermaid runtime (about 190 KB gzip) from a component that every page's MDX
 * components reference, so it landed in the main bundle; wrapping it in a
 * lazy import moves the runtime into a chunk that only pages with a diagram
 * load.
 */
const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/**
 * How close to the viewport a diagram must come before it renders: one
 * viewport height ahead, so it is drawn before the reader reaches it.
 */
const AHEAD = '100% 0px';

/**
 * Holds some room for a diagram until it renders. `data-mermaid-placeholder`
 * lets tests find diagrams that have not rendered yet.
 */
function Placeholder({ref}: {ref?: React.Ref<HTMLDivElement>}): ReactNode {
  return (
    <div ref={ref} className={styles.placeholder} aria-hidden="true" data-mermaid-placeholder />
  );
}

/**
 * Renders the diagram once it comes near the viewport. Loading and running
 * Mermaid takes the main thread for a while, so a page whose diagram sits
 * below the fold becomes interactive first and draws the diagram as the
 * reader scrolls towards it.
 */
function DiagramWhenNear(props: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <Placeholder ref={ref} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <OriginalMermaid {...props} />
    </Suspense>
  );
}

/** The theme's Mermaid component: client-side, on demand, when near the viewport. */
export default function Mermaid(props: Props): ReactNode {
  return (
    <BrowserOnly fallback={<Placeholder />}>{() => <DiagramWhenNear {...props} />}</BrowserOnly>
  );
}
