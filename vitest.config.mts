import {defineConfig} from 'vitest/config';

/** Unit tests: pure logic and data checks, no browser and no build needed. */
export default defineConfig({
  // tsconfig.json keeps JSX as written (the site's bundler compiles it);
  // tests that render components need it compiled to React's JSX runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // The fact checks parse every docs page; on a busy 2-core machine that
    // took up to 13 s, over the 5 s default.
    testTimeout: 60_000,
  },
});
