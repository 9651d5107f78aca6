/**
 * CHANGED from the classic theme's CodeBlock/Container (Docusaurus 3.8.1):
 * no inline `--prism-*` variables. The code-highlight plugin's CSS sets them
 * per colour mode, so the server-rendered block already has the reader's
 * colours.
 */
import type {ComponentProps, ElementType, ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';

import styles from './styles.module.css';

/** The box around a code block, rendered as the element `as` names. */
export default function CodeBlockContainer<T extends ElementType>({
  as: As,
  ...props
}: {as: T} & ComponentProps<T>): ReactNode {
  return (
    <As
      {...props}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
