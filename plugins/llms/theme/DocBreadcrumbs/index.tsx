import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import CopyPageButton from '../CopyPageMenu';

import styles from './styles.module.css';

/**
 * The docs breadcrumbs with the Copy page menu at the right end of their
 * row, on every docs page and generated index. The button is rendered on the
 * server with a fixed size, so nothing moves when the page hydrates. Wraps
 * the classic theme's component through `@theme-init/…`: from a plugin's
 * theme, `@theme-original/…` would name this same component
 * (`createThemeAliases` in `@docusaurus/core` 3.8.1,
 * `lib/webpack/aliases/index.js`).
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  return (
    <div className={styles.row}>
      <DocBreadcrumbs />
      <CopyPageButton />
    </div>
  );
}
