import {createContext, useContext, type ReactNode} from 'react';

const CodeTokensContext = createContext<string | undefined>(undefined);

/**
 * Hands a code block's build-time highlighting (the JSON string that the
 * code-highlight remark plugin puts on the block's `tokens` property) down
 * to `CodeBlock/Content`, which renders it.
 */
export function CodeTokensProvider({
  tokens,
  children,
}: {
  tokens: string | undefined;
  children: ReactNode;
}): ReactNode {
  return <CodeTokensContext.Provider value={tokens}>{children}</CodeTokensContext.Provider>;
}

/** The current code block's encoded tokens (a JSON string), if the build made any. */
export function useCodeTokens(): string | undefined {
  return useContext(CodeTokensContext);
}
