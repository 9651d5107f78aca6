/**
 * `@docusaurus/theme-common`'s `utils/reactUtils`
 * (https://github.com/facebook/docusaurus/blob/v3.8.1/packages/docusaurus-theme-common/src/utils/reactUtils.tsx),
 * with one change: `useShallowMemoObject` orders the object's keys by
 * UTF-16 code units instead of `String.prototype.localeCompare`.
 *
 * `localeCompare` builds an ICU collator, and the first ICU service a page
 * builds loads ICU's data: 85–90 ms at 4× CPU slowdown, in the middle of
 * hydration (see `README.md`). Every docs page calls the hook ten times
 * during hydration (the navbar's secondary menu, the code blocks' word-wrap
 * observers). The order only has to be the same on every render, which
 * code-unit order is; the keys are property names.
 *
 * `index.ts` puts this module in the place of the theme's (an alias, in both
 * bundles); `tests/unit/canaries.test.ts` checks that the theme's file still
 * exports these five names and nothing else.
 */
import React, {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/**
 * A callback whose identity never changes and which always calls the latest
 * `callback` (the theme's `useEvent`).
 */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

/** `value` as it was at the previous render (the theme's `usePrevious`). */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>(undefined);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  // eslint-disable-next-line react-hooks/refs -- the theme's own behaviour: the last render's value
  return ref.current;
}

/**
 * Thrown when a hook is used outside its provider; the message names the
 * hook, read from the stack, and the provider (the theme's text).
 */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    this.message = `Hook ${
      this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups!.name ?? ''
    } is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/**
 * Key order for {@link useShallowMemoObject}: by UTF-16 code units, which
 * needs no ICU collator.
 */
function compareKeys(a: [string, unknown], b: [string, unknown]): number {
  return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0;
}

/**
 * `obj` itself, or the object returned at the previous render when both
 * have the same keys with the same values (`Object.is`), in any order.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(compareKeys);
  // eslint-disable-next-line react-hooks/use-memo, react-hooks/exhaustive-deps -- as the theme: the entries are the dependencies
  return useMemo(() => obj, deps.flat());
}

/**
 * One provider made of `providers`, the first outermost (the theme's
 * `composeProviders`).
 */
export function composeProviders(
  providers: ComponentType<{children: ReactNode}>[],
): ComponentType<{children: ReactNode}> {
  return function ComposedProviders({children}) {
    return (
      <>
        {providers.reduceRight(
          (element, CurrentProvider) => (
            <CurrentProvider>{element}</CurrentProvider>
          ),
          children,
        )}
      </>
    );
  };
}
