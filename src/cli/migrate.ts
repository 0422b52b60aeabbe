import { applyMigrations } from './local-env.ts';

await applyMigrations();
