import {defineConfig} from 'vitest/config';

/** Unit tests: pure logic and data checks, no browser and no build needed. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
