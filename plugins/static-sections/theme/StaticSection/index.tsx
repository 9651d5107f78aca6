/**
 * A part of a page that keeps the HTML the server rendered: on the page's
 * first load React does not hydrate what is inside, which on a long
 * reference page is most of the start-up work (README.md in
 * `plugins/static-sections/`). What the site would add in the browser is
 * added to that HTML afterwards: each code block's copy and word-wrap
 * buttons (the theme's own `CodeBlock/Buttons`, through a portal, in a
 * transition), keyboard focus for a table while it scrolls sideways (as
 * `src/components/ScrollableTable` gives), and links to other pages open
 * inside the app, as the theme's `<Link>` would.
 */
import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  CodeBlockContextProvider,
  useCodeWordWrap,
  type CodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import CodeBlockButtons from '@theme/CodeBlock/Buttons';
import type {Props} from '@theme/StaticSection';

import {useTrickOff} from '@site/config/tricks-client';
import {watchTableScrolling} from '@site/src/components/ScrollableTable';

import {pageLinkTarget} from '../../links';
import {codeText} from './code-text';
import styles from './styles.module.css';

/** The attribute that marks a static section in the HTML; its value is React's `useId`. */
const STATIC_SECTION_ATTRIBUTE = 'data-static-section';

/** The theme's code blocks, by the class it gives every one (`ThemeClassNames.common.codeBlock`). */
const CODE_BLOCKS = '.theme-code-block pre';

/**
 * The inner HTML of the section `key` as the server rendered it, while the
 * page's first load is being hydrated; null on the server and after a
 * client-side navigation (the section then renders its children).
 *
 * @param key the section's `useId`, the same on the server and in hydration
 * @param hydrating false once the app runs (`useIsBrowser()`)
 */
function serverHtml(key: string, hydrating: boolean): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[${STATIC_SECTION_ATTRIBUTE}]`)) {
    if (element.getAttribute(STATIC_SECTION_ATTRIBUTE) === key) return element.innerHTML;
  }
  return null;
}

/**
 * The copy and word-wrap buttons of one code block of server HTML: the
 * theme's `CodeBlock/Buttons` with the context the theme's code block would
 * give them. The code is the block's text ({@link codeText}); the word-wrap
 * state is the theme's hook (this site's, `plugins/code-word-wrap/`) aimed
 * at the existing `<pre>`.
 */
function CodeButtons({pre}: {pre: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap();
  const {codeBlockRef} = wordWrap;
  // Layout effects run before the hook's own (passive) effect reads the ref.
  useLayoutEffect(() => {
    codeBlockRef.current = pre;
  }, [pre, codeBlockRef]);
  const metadata = useMemo<CodeBlockMetadata>(() => {
    const code = codeText(pre);
    return {
      codeInput: code,
      code,
      className: '',
      language: /\blanguage-(\S+)/.exec(pre.className)?.[1] ?? 'text',
      title: undefined,
      lineNumbersStart: undefined,
      lineClassNames: {},
    };
  }, [pre]);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockButtons />
    </CodeBlockContextProvider>
  );
}

/**
 * A part of a page that, on the page's first load, keeps its server HTML and
 * is not hydrated. Use it around long static content: headings, text,
 * tables, code blocks, native `<details>`. Nothing inside may need React to
 * work, apart from what this component adds back (code block buttons,
 * keyboard focus for wide tables, links to other pages). After a
 * client-side navigation, and in a build with the trick `static-sections`
 * off (`config/tricks.ts`), the children render as usual.
 *
 * The section is an element of its own, so the theme's rules for the
 * article's direct children (`.markdown > h2`, `.markdown > p`) do not reach
 * inside it; give it the class `markdown` to keep them, as the API
 * reference does.
 *
 * @param as the element to render, `div` by default
 * @param id, className, hidden passed to that element; it stays React's, so
 *   `hidden` can change after hydration
 * @param children the content, rendered on the server; as a function when
 *   MDX compiles the page (`recma.ts` in this plugin), so that its elements
 *   are built only when the section renders them
 */
export default function StaticSection({
  as: Tag = 'div',
  className,
  children,
  ...props
}: Props): ReactNode {
  const key = useId();
  const off = useTrickOff('static-sections');
  const isBrowser = useIsBrowser();
  const [html] = useState(() => (off ? null : serverHtml(key, !isBrowser)));
  const element = useRef<HTMLElement>(null);
  const [blocks, setBlocks] = useState<readonly HTMLPreElement[]>([]);
  const history = useHistory();

  useEffect(() => {
    const root = element.current;
    if (html === null || !root) return undefined;
    startTransition(() =>
      setBlocks(Array.from(root.querySelectorAll<HTMLPreElement>(CODE_BLOCKS))),
    );
    // The site's tables take keyboard focus while they scroll sideways
    // (src/components/ScrollableTable); these are not React's, so the
    // attribute is set on them directly.
    return watchTableScrolling(Array.from(root.querySelectorAll('table')), (table, scrolls) => {
      if (scrolls) table.setAttribute('tabindex', '0');
      else table.removeAttribute('tabindex');
    });
  }, [html]);

  const attributes = {
    ...props,
    className: className ? `${styles.section} ${className}` : styles.section,
    [STATIC_SECTION_ATTRIBUTE]: key,
  };
  if (html === null) {
    return <Tag {...attributes}>{typeof children === 'function' ? children() : children}</Tag>;
  }

  const onClick = (event: MouseEvent) => {
    const to = pageLinkTarget(event, window.location);
    if (to === null) return;
    event.preventDefault();
    history.push(to);
  };
  return (
    <>
      <Tag
        {...attributes}
        ref={element as never}
        onClick={onClick}
        dangerouslySetInnerHTML={{__html: html}}
        suppressHydrationWarning
      />
      {blocks.map((pre, index) =>
        pre.parentElement
          ? createPortal(<CodeButtons pre={pre} />, pre.parentElement, String(index))
          : null,
      )}
    </>
  );
}
