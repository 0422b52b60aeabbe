/**
 * Astro integration: registers `client:interaction` (src/integrations/interaction/), the directive
 * that keeps an island's framework code off the first load until the shopper uses the island.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { INTERACTION_DIRECTIVE } from './interaction/options.ts';

export { INTERACTION_DIRECTIVE, type InteractionOptions } from './interaction/options.ts';
export { wakeIslands } from './interaction/wake.ts';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: INTERACTION_DIRECTIVE, entrypoint: fileURLToPath(new URL('./interaction/directive.ts', import.meta.url)) });
      },
    },
  };
}
