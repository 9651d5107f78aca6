import {createContext, useContext, useMemo, type ReactNode} from 'react';

/** A code block's build-time highlighting, as the remark step put it on the block. */
export type CodeTokens = {
  /** The encoded lines, a JSON string (`tokens.ts`); absent when the build made none. */
  tokens?: string;
  /** Where the block is written, such as `docs/page.mdx:12`. */
  at?: string;
};

const CodeTokensContext = createContext<CodeTokens | undefined>(undefined);

/**
 * Hands a code block's build-time highlighting down from the block
 * (`theme/CodeBlock`) to the `Highlight` that the theme's
 * `CodeBlock/Content` renders (`prism-react-renderer.tsx`).
 */
export function CodeTokensProvider({
  tokens,
  at,
  children,
}: CodeTokens & {children: ReactNode}): ReactNode {
  const value = useMemo(() => ({tokens, at}), [tokens, at]);
  return <CodeTokensContext.Provider value={value}>{children}</CodeTokensContext.Provider>;
}

/** The current code block's build-time highlighting; `undefined` outside a code block. */
export function useCodeTokens(): CodeTokens | undefined {
  return useContext(CodeTokensContext);
}
