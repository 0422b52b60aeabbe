import { describe, expect, it } from 'vitest';
import {
  consignmentHref,
  consignmentIdFromPath,
  consignmentItemFromPath,
  consignmentItemHref,
  orderHref,
  orderIdFromPath,
  profileHref,
} from '../../../src/lib/account-area/paths.ts';
import { answers } from '../answers.ts';

describe('account-area paths', () => {
  answers(
    orderIdFromPath,
    [
      ['/order-detail/RLX-100231', 'RLX-100231'],
      ['/order-detail/RLX-100231/', 'RLX-100231'],
      ['/order-detail/abc%20def', null],
      ['/order-detail/%E0%A4%A', null],
      ['/order-detail/', null],
      ['/order-detail/a/b', null],
      [`/order-detail/${'A'.repeat(41)}`, null],
    ],
    'orderIdFromPath(%s) = %s',
  );

  answers(
    consignmentIdFromPath,
    [
      ['/consignment/3051', 3051],
      ['/consignment/0', null],
      ['/consignment/12a', null],
      ['/consignment/', null],
    ],
    'consignmentIdFromPath(%s) = %s',
  );

  it('reads /consignment-{cid}/{name} with a name of one or more segments', () => {
    expect(consignmentItemFromPath('/consignment-3051/arco_tote_intrecciato')).toEqual({ id: 3051, name: 'arco_tote_intrecciato' });
    expect(consignmentItemFromPath('/consignment-3051/a/b')).toEqual({ id: 3051, name: 'a/b' });
    expect(consignmentItemFromPath('/consignment-x/a')).toBeNull();
    expect(consignmentItemFromPath('/consignment-12/')).toBeNull();
  });

  it('builds the hrefs', () => {
    expect(orderHref('RLX-100231')).toBe('/order-detail/RLX-100231');
    expect(consignmentHref(3051)).toBe('/consignment/3051');
    expect(consignmentItemHref({ id: 3033, model: 'Picotin Lock 22 Clemence Gold Hardware' })).toBe('/consignment-3033/picotin_lock_22_clemence_gold_hardware');
    expect(consignmentItemHref({ id: 7, model: '—' })).toBe('/consignment-7/item');
    expect(profileHref('overview')).toBe('/profile/0');
    expect(profileHref('details')).toBe('/profile/1');
    expect(profileHref('purchases', 2)).toBe('/profile/2?p=2');
    expect(profileHref('offers')).toBe('/profile/4');
  });
});
