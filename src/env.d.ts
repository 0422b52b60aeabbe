/// <reference types="astro/client" />
import type { InteractionOptions } from './integrations/interaction/options.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the shopper's first press, key or focus in the island (src/integrations/interaction-directive.ts). */
    'client:interaction'?: InteractionOptions | boolean;
  }
}
