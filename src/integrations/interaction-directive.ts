/**
 * Astro integration of the early layer (docs/early-layer.md): registers `client:interaction`
 * (src/early/interaction/), the directive that keeps an island's framework code off the first
 * load until the shopper uses the island, and the build of the inline scripts of src/early (`?early`
 * imports, src/integrations/early-scripts.ts).
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { earlyScripts } from './early-scripts.ts';
import { INTERACTION_DIRECTIVE } from '../early/interaction/options.ts';

export { INTERACTION_DIRECTIVE, type InteractionOptions } from '../early/interaction/options.ts';
export { wakeIslands } from '../early/interaction/wake.ts';

export function interactionDirective(): AstroIntegration {
  return {
    name: 'interaction-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        updateConfig({ vite: { plugins: [earlyScripts()] } });
        addClientDirective({ name: INTERACTION_DIRECTIVE, entrypoint: fileURLToPath(new URL('../early/interaction/directive.ts', import.meta.url)) });
      },
    },
  };
}
