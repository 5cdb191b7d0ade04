import { defineConfig } from 'vitest/config';

const exclude = ['**/node_modules/**', 'ui/dist/**', 'data/**'];

/** Three kinds of test, each beside its code: pure unit, adapters on real engines, and end to end. */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['**/*.unit.spec.ts'], exclude, environment: 'node' } },
      { test: { name: 'int', include: ['**/*.int.spec.ts'], exclude, testTimeout: 60_000, hookTimeout: 60_000 } },
      { test: { name: 'e2e', include: ['**/*.e2e.spec.ts'], exclude, testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false } },
    ],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
