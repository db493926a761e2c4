import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'islands/**/*.test.ts', 'islands/**/*.test.tsx'],
    globalSetup: ['tests/setup/templates.ts'],
    // Above playwright's 30 s step timeouts, so a slow step fails naming itself rather than as "Test timed out".
    testTimeout: 60_000,
    // expect.poll waits 1 s by default: a first read on a cold, loaded CI machine can take longer.
    expect: { poll: { timeout: 10_000 } },
  },
});
