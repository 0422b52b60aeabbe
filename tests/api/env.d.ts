import type { D1Migration } from '@cloudflare/vitest-plugin';
import type { Env } from '../../src/server/env.ts';

declare global {
  namespace Cloudflare {
    interface Env extends Omit<import('../../src/server/env.ts').Env, 'ASSETS'> {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
export type { Env };
