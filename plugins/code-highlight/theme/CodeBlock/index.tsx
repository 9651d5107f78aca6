/**
 * The site's code block: the classic theme's own parts, given the build's
 * highlighting, rendered once.
 *
 * This replaces the theme's `CodeBlock` root rather than wrapping it: the
 * root (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-classic/src/theme/CodeBlock/index.tsx)
 * renders its content with `key={String(isBrowser)}`, which re-mounts every
 * code block of the page right after hydration so that Prism's inline
 * colours follow the reader's colour mode. Here colours are CSS, so there is
 * nothing to redo, and a wrapper would still contain that re-mount. Below
 * the root everything is the theme's: `CodeBlock/Content/String` and
 * `CodeBlock/Content/Element` and the parts they render.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props as ThemeProps} from '@theme/CodeBlock';

import {CodeTokensProvider} from '../../context';

/** The theme's props, plus the two the remark step adds (`tokens.ts`). */
export type Props = ThemeProps & {readonly tokens?: string; readonly tokensAt?: string};

/**
 * Makes the children one string when they are only strings, so the block is
 * highlighted and copyable; children with React elements stay as they are
 * (the theme's rule, same source as above).
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A code block: highlighted text, or arbitrary elements in a block. */
export default function CodeBlock({
  children: rawChildren,
  tokens,
  tokensAt,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  if (typeof children !== 'string') return <ElementContent {...props}>{children}</ElementContent>;
  return (
    <CodeTokensProvider tokens={tokens} at={tokensAt}>
      <StringContent {...props}>{children}</StringContent>
    </CodeTokensProvider>
  );
}
