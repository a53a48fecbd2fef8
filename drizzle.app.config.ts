import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/app-schema.ts',
  out: './lib/db/migrations/app',
  schemaFilter: ['app'],
});
