/** Email rules shared by the storefront and the built-in API. */

/** Apple's private relay: the address hides the shopper's own, so it is discarded (spec section 5). */
export const APPLE_RELAY_DOMAIN = 'privaterelay.appleid.com';

/** RFC 5321 caps a path at 256 octets, so an address at 254. */
export const EMAIL_MAX_LENGTH = 254;

// Deliberately simple: one @, no spaces, a dot in the domain. Deliverability is proven by the mailed link.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

export function isAppleRelayEmail(email: string): boolean {
  const domain = normalizeEmail(email).split('@').pop() ?? '';
  return domain === APPLE_RELAY_DOMAIN || domain.endsWith(`.${APPLE_RELAY_DOMAIN}`);
}

/** The email to use from a provider: empty when missing or an Apple relay address. */
export function discardAppleRelayEmail(email: string | null | undefined): string {
  if (!email) return '';
  const trimmed = email.trim();
  return isAppleRelayEmail(trimmed) ? '' : trimmed;
}
