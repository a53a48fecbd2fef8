import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/embedded-schema.ts',
  out: './lib/db/migrations/embedded',
  schemaFilter: ['embedded'],
});
