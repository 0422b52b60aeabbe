/// <reference types="astro/client" />
import type { InteractionOptions } from './integrations/interaction/options.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the shopper's first press, key or focus in the island (src/integrations/interaction-directive.ts). */
    'client:interaction'?: InteractionOptions | boolean;
  }
}

declare global {
  /** Share of page views that report field Web Vitals (PUBLIC_VITALS_SAMPLE_RATE at build time; astro.config.mjs). */
  const __VITALS_SAMPLE_RATE__: number;
  /** Where they are sent (PUBLIC_VITALS_ENDPOINT, default /api/v1/web-vitals); null: nowhere. */
  const __VITALS_ENDPOINT__: string | null;
}
