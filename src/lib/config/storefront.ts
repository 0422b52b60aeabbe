/** Business constants of the spec (section 9) and the store's own details. */

export const STORE_NAME = 'Reluxe';
export const STORE_TAGLINE = 'Pre-owned luxury';
export const SUPPORT_EMAIL = 'support@reluxe.sg';
export const SOCIAL_LINK = { label: 'Instagram', href: 'https://www.instagram.com/reluxe.sg' } as const;

/** Version table of the spec; the footer shows the entry of APP_ENVIRONMENT, fixed to uat. */
export const VERSIONS = { dev: '1.0.75', development: '1.0.75', uat: '1.0.75', prod: '1.0.9' } as const;
export const APP_ENVIRONMENT: keyof typeof VERSIONS = 'uat';
export const APP_VERSION = VERSIONS[APP_ENVIRONMENT];

export const TOAST_LIFE_MS = 5000;
export const API_TIMEOUT_MS = 150_000;
export const API_BASE = '/api';

// Search page size and start page, and the header's brand links, are inventory query rules.
export { BRAND_LINKS, SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../catalog/inventory-query-rules.ts';
export const RECENT_SEARCH_LIMIT = 3;
export const POPULAR_SEARCH_LIMIT = 5;
export const AUTOCOMPLETE_MIN_CHARS = 1;
export const AUTOCOMPLETE_DELAY_MS = 300;

/** Spec section 9: mobile under 768 px, tablet 768–1180 px, desktop above 1180 px. */
export const BREAKPOINTS = { mobileMax: 767, tabletMax: 1180 } as const;

/** The breakpoints as media queries for scripts; the CSS writes the same numbers (tests/unit/foundation/breakpoints.test.ts). */
export const MEDIA = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tabletUp: `(min-width: ${BREAKPOINTS.mobileMax + 1}px)`,
  desktop: `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
} as const;

export const DEFAULT_CURRENCY = { country_code: 'SG', code: 'SGD', symbol: 'S$', name: 'Singapore Dollar' } as const;
export const DEFAULT_LOCATION = { id: 0, country: 'View all', country_code: '' } as const;

export const DEFAULT_PRODUCT_IMAGE = '/images/default-product.svg';
