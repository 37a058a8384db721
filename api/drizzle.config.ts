/**
 * drizzle-kit configuration: `bun run db:generate --name <change>` writes a named migration
 * into ./drizzle from the schema in ./src/db/schema.
 *
 * casing: 'snake_case' — schema properties are camelCase and are never given explicit column
 * names; drizzle-kit and the runtime client (src/db/client.ts, `drizzle(..., { casing:
 * 'snake_case' })`) both map them to snake_case columns. The two settings must stay equal, or
 * queries name columns the migrations never created.
 */
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
  strict: true,
  verbose: true,
})
