/**
 * CHANGED from the classic theme's CodeBlock (Docusaurus 3.8.1): no
 * re-mount once the page runs in the browser. The classic theme re-mounted
 * every block after hydration to swap the server's Prism colours for the
 * reader's colour mode; here colours are CSS (plugins/code-highlight), so
 * each block renders once.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Makes the children one string when they are only strings, so the block is
 * highlighted and copyable; children with React elements stay as they are.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/** A code block: highlighted text, or arbitrary elements in a block. */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
