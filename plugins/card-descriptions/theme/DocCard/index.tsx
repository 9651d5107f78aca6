import type {ReactNode} from 'react';
import DocCard from '@theme-init/DocCard';
import type {Props} from '@theme/DocCard';

import {useDocDescription} from '../../context';

/**
 * The classic theme's doc card, given the description of the doc it links
 * to from the page around it (`../DocCategoryGeneratedIndexPage`) rather
 * than from the docs version's metadata, which no longer holds descriptions
 * (`moveCardDescriptions` in `index.ts`). The theme's card shows
 * `item.description` first (`@docusaurus/theme-classic` 3.8.1,
 * `lib/theme/DocCard`, `CardLink`), so the description is passed on the
 * item. Category cards and links that already carry a description are left
 * as they are.
 */
export default function DocCardWrapper({item}: Props): ReactNode {
  const description = useDocDescription(
    item.type === 'link' && item.description === undefined ? (item.docId ?? undefined) : undefined,
  );
  return <DocCard item={description === undefined ? item : {...item, description}} />;
}
