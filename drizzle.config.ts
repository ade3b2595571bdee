import { defineConfig } from 'drizzle-kit';

// drizzle-kit writes SQL migrations into the folder wrangler applies (wrangler.toml migrations_dir).
export default defineConfig({
  dialect: 'sqlite',
  schema: './db/schema.ts',
  out: './migrations',
});
