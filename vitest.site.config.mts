import {defineConfig} from 'vitest/config';

/** Checks over the built site in build/ (run after `npm run build`). */
export default defineConfig({
  test: {
    include: ['tests/site/**/*.test.ts'],
    environment: 'node',
  },
});
