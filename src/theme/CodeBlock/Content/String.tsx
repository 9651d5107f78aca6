/**
 * CHANGED from the classic theme's CodeBlock/Content/String (Docusaurus
 * 3.8.1): passes the build's highlighting (the block's `tokens` prop, see
 * plugins/code-highlight) on to `CodeBlock/Content`, and measures word wrap
 * with the site's `useCodeWordWrap`, which does not force a page layout.
 */
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props as OriginalProps} from '@theme/CodeBlock/Content/String';

import {CodeTokensProvider} from '@site/src/components/CodeTokens';
import {useCodeWordWrap} from '@site/src/hooks/useCodeWordWrap';

/** The classic theme's props, plus the build's highlighting. */
type Props = OriginalProps & {tokens?: string};

/** A code block whose content is a string. */
export default function CodeBlockString({tokens, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  return (
    <CodeTokensProvider tokens={tokens}>
      <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
        <CodeBlockLayout />
      </CodeBlockContextProvider>
    </CodeTokensProvider>
  );
}
