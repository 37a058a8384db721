import { defineConfig } from 'vitest/config'

// One config for the whole workspace. Tests run in Bun (`bun --bun vitest`), so Bun APIs work.
// Each test file gets its own database (see api/src/testing/), so files run in parallel safely.
export default defineConfig({
  test: {
    include: ['{shared,search,api,web,extension,widgets,tests}/src/**/*.test.{ts,tsx}'],
    pool: 'forks',
    // both cores: test files are I/O- and database-bound, and each has its own database
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // zod's `export * as z` comes back undefined through vite-node under Bun unless inlined
    server: { deps: { inline: ['zod'] } },
  },
})
