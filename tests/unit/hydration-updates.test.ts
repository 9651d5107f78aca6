/**
 * plugins/hydration-updates: the updates that follow hydration are
 * transitions, and resizes are not. React's hooks are stood in for, so each
 * replacement runs as a plain function: its effect runs at once and every
 * state update records whether it was made inside `startTransition`.
 */
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** Each state update the component made: its value, and whether it was in a transition. */
const updates: {value: unknown; inTransition: boolean}[] = [];
let inTransition = false;
let cleanups: (() => void)[] = [];

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    default: react,
    useState: (initial: unknown) => [
      typeof initial === 'function' ? (initial as () => unknown)() : initial,
      (value: unknown) => updates.push({value, inTransition}),
    ],
    useEffect: (effect: () => void | (() => void)) => {
      const cleanup = effect();
      if (cleanup) cleanups.push(cleanup);
    },
    startTransition: (scope: () => void) => {
      inTransition = true;
      try {
        scope();
      } finally {
        inTransition = false;
      }
    },
  };
});

const {BrowserContextProvider} = await import('../../plugins/hydration-updates/browser-context');
const {useWindowSize, DESKTOP_BREAKPOINT} =
  await import('../../plugins/hydration-updates/use-window-size');

/** A stand-in `window` with `innerWidth` and resize listeners. */
function fakeWindow(innerWidth: number) {
  const listeners = new Set<() => void>();
  return {
    innerWidth,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    resize(width: number) {
      this.innerWidth = width;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

beforeEach(() => {
  updates.length = 0;
  cleanups = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('isBrowser after hydration (plugins/hydration-updates/browser-context.tsx)', () => {
  it('renders false first, then turns true in a transition', () => {
    const element = BrowserContextProvider({children: 'page'}) as {
      props: {value: boolean; children: string};
    };
    expect(element.props).toEqual({value: false, children: 'page'});
    expect(updates).toEqual([{value: true, inTransition: true}]);
  });
});

describe('the window size (plugins/hydration-updates/use-window-size.ts)', () => {
  it("is 'ssr' while hydrating, then measured in a transition", () => {
    vi.stubGlobal('window', fakeWindow(412));
    expect(useWindowSize()).toBe('ssr');
    expect(updates).toEqual([{value: 'mobile', inTransition: true}]);
  });

  it('follows resizes as ordinary updates, across the breakpoint, until unmounted', () => {
    const win = fakeWindow(1280);
    vi.stubGlobal('window', win);
    useWindowSize();
    win.resize(DESKTOP_BREAKPOINT);
    win.resize(DESKTOP_BREAKPOINT + 1);
    expect(updates).toEqual([
      {value: 'desktop', inTransition: true},
      {value: 'mobile', inTransition: false},
      {value: 'desktop', inTransition: false},
    ]);
    for (const cleanup of cleanups) cleanup();
    expect(win.listeners.size).toBe(0);
  });

  it('takes a breakpoint, as the theme does', () => {
    vi.stubGlobal('window', fakeWindow(700));
    useWindowSize({desktopBreakpoint: 600});
    expect(updates).toEqual([{value: 'desktop', inTransition: true}]);
  });
});
