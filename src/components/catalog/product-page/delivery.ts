/**
 * The Delivery block's rates for the shopper's chosen location (spec section 4, from
 * product-page-live.ts): kept when the section was rendered for this very choice, 'choose a location'
 * without one, else asked for; only the latest answer counts.
 */
import { getDeliveryRates } from '../../../lib/api/catalog.ts';
import { serverMessage } from '../../../lib/api/http.ts';
import { priceSymbol } from '../../../lib/catalog/price-symbol.ts';
import { DELIVERY_FAILED_FALLBACK, deliveryKey, type RenderedDelivery } from '../../../lib/catalog/product-view.ts';
import type { ProductDetail } from '../../../lib/contract/catalog.ts';
import type { CurrencyOption, StoreLocation } from '../../../lib/contract/settings.ts';

export type DeliveryStep = { kind: 'keep' } | { kind: 'choose-location'; key: string } | { kind: 'load'; key: string; country: string };

/** What the block needs for this choice, given what it shows (`shown`: the key it was rendered for). */
export function deliveryStep(chosen: StoreLocation, currency: CurrencyOption, shown: string | null): DeliveryStep {
  const key = deliveryKey(chosen, currency);
  if (shown === key) return { kind: 'keep' };
  if (!chosen.country_code) return { kind: 'choose-location', key };
  return { kind: 'load', key, country: chosen.country_code };
}

/**
 * The block's loader: `current` reads what it shows, `set` changes it (and shows it again). Answers a
 * `load(product, chosen, currency)`.
 */
export function deliveryLoader(current: () => RenderedDelivery, set: (delivery: RenderedDelivery) => void) {
  let request = 0;
  return (product: ProductDetail, chosen: StoreLocation, currency: CurrencyOption): void => {
    const step = deliveryStep(chosen, currency, current().key);
    if (step.kind === 'keep') return;
    if (step.kind === 'choose-location') {
      set({ key: step.key, view: { kind: 'choose-location' } });
      return;
    }
    const ticket = ++request;
    set({ key: step.key, view: { kind: 'loading' } });
    getDeliveryRates({ country: step.country, category: product.category.id, currency: currency.code })
      .then((rates) => {
        if (ticket !== request) return;
        set({ key: step.key, view: { kind: 'rates', rates, symbol: priceSymbol(rates[0]?.currency, currency), locationName: chosen.country } });
      })
      .catch((error: unknown) => {
        if (ticket !== request) return;
        console.error('Cannot load delivery rates', error);
        set({ key: null, view: { kind: 'failed', message: serverMessage(error, DELIVERY_FAILED_FALLBACK) } });
      });
  };
}
