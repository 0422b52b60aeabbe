import { INVENTORY_STATUS, type ProductDetail } from '../contract/catalog.ts';
import { cardPrice } from './deal.ts';
import { isSold } from './product-banner.ts';
import { productHref } from './product-links.ts';
import { format } from '../i18n/format.ts';
import { productPage } from '../i18n/messages/en.ts';
import type { Section } from '../i18n/messages/types.ts';
import { storeWord } from '../i18n/product-words.ts';

/** A product page's meta description in another language (issue 26): its summary and the grades' words. */
export interface SeoWords {
  productPage: Pick<Section<'productPage'>, 'metaSummary' | 'metaSold'>;
  conditions: Section<'conditions'>;
}

export interface ProductSeo {
  title: string;
  description: string;
  canonicalPath: string;
  imageUrl: string | null;
  jsonLd: Record<string, unknown>;
}

const DESCRIPTION_MAX = 155;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/** The price a shopper pays now: sold price when sold, deal price while a deal is in effect, else the selling price. */
export function currentPrice(product: ProductDetail, now: number): number {
  if (isSold(product) && product.sold_price !== null) return product.sold_price;
  return cardPrice(product, now).price;
}

/**
 * Title, meta description, canonical path, Open Graph image and schema.org Product data of a
 * product page, as crawlers and link previews read them. `words`: the description's summary in the
 * page's language (the seller's description follows as sent); English without.
 */
export function productSeo(product: ProductDetail, origin: string, now: number, words?: SeoWords): ProductSeo {
  const name = `${product.brand} ${product.model}`;
  const canonicalPath = productHref(product);
  const canonicalUrl = new URL(canonicalPath, origin).toString();
  const images = product.assets.map((asset) => new URL(asset.large_url, origin).toString());
  const sold = product.status === INVENTORY_STATUS.SOLD;
  // English writes the grade in lower case within the sentence ('excellent condition').
  const summary = words
    ? localSummary(name, storeWord(words.conditions, product.condition), sold, words.productPage)
    : localSummary(name, product.condition.toLowerCase(), sold, productPage);
  const description = clip(`${summary} ${product.description}`, DESCRIPTION_MAX);
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    sku: String(product.id),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category.name,
    description: product.description,
    image: images,
    ...(product.colour ? { color: product.colour } : {}),
    ...(product.material ? { material: product.material } : {}),
    offers: {
      '@type': 'Offer',
      url: canonicalUrl,
      price: Math.round(currentPrice(product, now)),
      priceCurrency: product.currency,
      availability: sold ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
    },
  };
  return { title: name, description, canonicalPath, imageUrl: images[0] ?? null, jsonLd };
}

/** 'Sold: Pre-owned Hermès Birkin 30, excellent condition.' in the page's language (the productPage section). */
function localSummary(name: string, condition: string, sold: boolean, words: SeoWords['productPage']): string {
  const summary = format(words.metaSummary, { name, condition });
  return sold ? format(words.metaSold, { summary }) : summary;
}
