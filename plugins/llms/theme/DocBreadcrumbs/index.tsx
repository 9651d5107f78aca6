import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageButton from '../CopyPageMenu';

import styles from './styles.module.css';

/**
 * The docs breadcrumbs with the Copy page menu at the right end of their
 * row, on every docs page and generated index. The button is rendered on the
 * server with a fixed size, so nothing moves when the page hydrates.
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageButton />
    </div>
  );
}
