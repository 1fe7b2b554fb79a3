import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes the next migration from the schema; `--custom` an empty one to write by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
