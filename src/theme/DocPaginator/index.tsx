import React, {type ReactNode} from 'react';
import DocPaginator from '@theme-original/DocPaginator';
import type DocPaginatorType from '@theme/DocPaginator';
import type {WrapperProps} from '@docusaurus/types';

import {GeneratedIndexExtras} from '../../../plugins/generated-index/Extras';

type Props = WrapperProps<typeof DocPaginatorType>;

/** The previous and next links, after a generated-index page's extras (`plugins/generated-index`). */
export default function DocPaginatorWrapper(props: Props): ReactNode {
  return (
    <>
      <GeneratedIndexExtras />
      <DocPaginator {...props} />
    </>
  );
}
