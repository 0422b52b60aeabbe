/// <reference types="astro/client" />
import type { InteractionOptions } from './early/interaction/options.ts';
import type { KnownChoices } from './lib/config/shopper-prefs-sync.ts';

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

  /** Early layer (src/early): this build has an app in the Play Store (src/integrations/early-scripts.ts). */
  const __ANDROID_APP__: boolean;
  /** Early layer: this build has an app in the App Store. */
  const __IOS_APP__: boolean;
  /** Early layer: the currency codes and store location ids the store offers (KNOWN_CHOICES). */
  const __KNOWN_CHOICES__: KnownChoices;
}
