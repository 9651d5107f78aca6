/**
 * CHANGED from the classic theme's CodeBlock/Content (Docusaurus 3.8.1):
 * the lines come from the build's highlighting (plugins/code-highlight)
 * instead of prism-react-renderer's `Highlight`, so the browser bundle holds
 * no Prism. Markup and class names are as before; colours come from the
 * plugin's CSS instead of inline styles. A block without build tokens, or
 * whose text changed since, is shown unhighlighted.
 */
import {forwardRef, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';

import {useCodeTokens} from '@site/src/components/CodeTokens';
import {decodeLines, plainLines, tokenStyle, type Token} from '@site/plugins/code-highlight/tokens';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));
Pre.displayName = 'Pre';

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined
            ? undefined
            : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** Renders the current code block's lines, highlighted at build time. */
export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {codeBlockRef} = wordWrap;
  const encoded = useCodeTokens();
  const {code, language: rawLanguage, lineNumbersStart, lineClassNames} = metadata;
  const language = rawLanguage.toLowerCase();
  const lines = useMemo(() => decodeLines(encoded, code) ?? plainLines(code), [encoded, code]);
  const getLineProps = ({className}: {className?: string}) => ({
    className: clsx('token-line', className),
  });
  const getTokenProps = ({token}: {token: Token}) => ({
    className: clsx('token', ...token.types),
    children: token.content,
    style: tokenStyle(token),
  });
  return (
    <Pre ref={codeBlockRef} className={clsx(classNameProp, `prism-code language-${language}`)}>
      <Code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
          />
        ))}
      </Code>
    </Pre>
  );
}
