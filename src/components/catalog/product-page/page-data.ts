/**
 * What a product page starts from (issue 38, from product-page-live.ts): the product the edge embedded
 * (#product-data), the section's words on a page in another language (#product-words), and the
 * addresses and symbols that depend on the page.
 */
import { priceSymbol } from '../../../lib/catalog/price-symbol.ts';
import { PRODUCT_DATA_ID } from '../../../lib/catalog/product-view.ts';
import type { CurrencyOption } from '../../../lib/contract/settings.ts';
import type { ProductDetail } from '../../../lib/contract/catalog.ts';
import { localizePath, splitLocalePath, toLocale } from '../../../lib/i18n/locales.ts';
import { PRODUCT_WORDS_ID, type LocalizedProduct } from '../../../lib/i18n/product-words.ts';

/** The embedded product's JSON, read leniently: anything but an object with a numeric id is none. */
export function parseEmbeddedProduct(text: string | null | undefined): ProductDetail | null {
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && typeof (data as { id?: unknown }).id === 'number' ? (data as ProductDetail) : null;
  } catch {
    return null;
  }
}

/**
 * The section's words on a page in another language (issue 26): the localized shell carries them
 * (src/components/pages/ProductShell.astro), the very words the edge rendered the section with.
 */
export function parseProductWords(text: string | null | undefined): LocalizedProduct | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<LocalizedProduct>;
    const locale = toLocale(data.locale);
    return locale && typeof data.words === 'object' && data.words !== null ? { locale, words: data.words } : null;
  } catch {
    return null;
  }
}

export function readEmbeddedProduct(): ProductDetail | null {
  return parseEmbeddedProduct(document.getElementById(PRODUCT_DATA_ID)?.textContent);
}

export function readProductWords(): LocalizedProduct | null {
  return parseProductWords(document.getElementById(PRODUCT_WORDS_ID)?.textContent);
}

/** The item-not-found page in the language of the page (/ms/item-not-found). */
export function itemNotFoundPath(pathname: string): string {
  return localizePath('/item-not-found', splitLocalePath(pathname).locale);
}

/** The symbol the product's amounts show with in the shopper's chosen currency. */
export function symbolFor(product: ProductDetail, chosen: CurrencyOption): string {
  return priceSymbol(product.currency, chosen);
}
