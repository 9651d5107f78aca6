import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type {Props as PageProps} from '@theme/DocCategoryGeneratedIndexPage';

import {DocDescriptionsProvider} from '../../context';
import type {DocDescriptions} from '../../index';

/** The page's route props: the theme's, plus the descriptions `index.ts` adds. */
type Props = PageProps & {readonly docDescriptions?: DocDescriptions};

/**
 * The classic theme's generated-index page, with the descriptions of the
 * docs its cards link to (its `docDescriptions` route prop, written at build
 * time by `moveCardDescriptions` in `index.ts`) given to those cards. The
 * prop is part of the page's own route data, so the server HTML and the
 * first render in the browser show the same text. Wraps the theme's component
 * through `@theme-init/…`: from a plugin's theme, `@theme-original/…` would
 * name this same component (`createThemeAliases` in `@docusaurus/core`
 * 3.8.1, `lib/webpack/aliases/index.js`).
 */
export default function DocCategoryGeneratedIndexPageWrapper({
  docDescriptions,
  ...props
}: Props): ReactNode {
  return (
    <DocDescriptionsProvider descriptions={docDescriptions ?? {}}>
      <DocCategoryGeneratedIndexPage {...props} />
    </DocDescriptionsProvider>
  );
}
