import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', 'ui/dist/**', 'data/**'];

/** Four kinds of test, each beside its code: pure unit, UI components, adapters on real engines, and end to end. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['**/*.unit.spec.ts'], exclude, environment: 'node' } },
      // Screens and hooks of ui/ in a DOM, the network answered by MSW (ui/src/testing/setup.ts).
      {
        test: {
          name: 'component',
          include: ['ui/src/**/*.component.spec.{ts,tsx}'],
          exclude,
          environment: 'jsdom',
          setupFiles: ['ui/src/testing/setup.ts'],
          // A form typed key by key takes seconds when the int and e2e projects share the 2 cores.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      // expect.poll waits up to 10 s (not 1 s): browser tests read through pages and projections on a loaded machine.
      {
        test: {
          name: 'e2e',
          include: ['**/*.e2e.spec.ts'],
          exclude,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
