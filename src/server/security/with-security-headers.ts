import type { Env } from '../env.ts';

/** Adds the security headers to every function response (placeholder until the policy lands). */
export const withSecurityHeaders: PagesFunction<Env> = async (context) => context.next();
