import type {ReactNode} from 'react';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type {Props as OriginalProps} from '@theme/CodeBlock/Content/String';

import {CodeTokensProvider} from '@site/src/components/CodeTokens';

/** The classic theme's props, plus the build's highlighting (see plugins/code-highlight). */
type Props = OriginalProps & {tokens?: string};

/**
 * Wraps the theme's string code block to pass the build-time tokens that
 * came with the block's props on to `CodeBlock/Content`.
 */
export default function CodeBlockStringWithTokens({tokens, ...props}: Props): ReactNode {
  return (
    <CodeTokensProvider tokens={tokens}>
      <CodeBlockString {...props} />
    </CodeTokensProvider>
  );
}
