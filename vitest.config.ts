import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'islands/**/*.test.ts', 'islands/**/*.test.tsx'],
    globalSetup: ['tests/setup/templates.ts'],
    testTimeout: 30_000,
  },
});
