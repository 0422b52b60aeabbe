/** The routes the whole-store sweeps walk (accessibility, console errors): one list for each. */

/** Content and status pages anyone may open (spec section 6) that need no seeded id. */
export const CONTENT_ROUTES = [
  '/about-us',
  '/faq',
  '/favourites',
  '/privacy-policy',
  '/terms-conditions',
  '/access-denied',
  '/item-not-found',
  '/offline',
  '/no-such-page',
  '/alerts/unsubscribe?token=1.1.x',
];

/** The demo shopper's account area (records seeded for demo@reluxe.sg). */
export const ACCOUNT_ROUTES = [
  '/profile/0',
  '/profile/1',
  '/profile/2',
  '/profile/3',
  '/profile/4',
  '/settings',
  '/favourites',
  '/saved-searches',
  '/order-detail/RLX-100204',
  '/consignment/3051',
];
