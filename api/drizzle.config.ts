import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @vigia/api exec drizzle-kit generate` writes a migration for schema changes;
// extensions and text-search objects go in `--custom` migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
