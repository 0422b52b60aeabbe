/**
 * The product section's words on a page in another language (issue 26): the labels, and the catalog's
 * English store words (condition, material, category, colour, gender, location) shown in the
 * language. House and model names, descriptions, inclusions and delivery methods stay as sent. Pure:
 * the section (src/components/catalog/ProductSection.tsx) takes these as a prop from the edge
 * renderer and from the built shell alike, so an English page carries no other language.
 */
import type { ProductDetail } from '../contract/catalog.ts';
import { format } from './format.ts';
import type { Locale } from './locales.ts';
import type { Section } from './messages/types.ts';

export interface ProductWords {
  product: Section<'product'>;
  conditions: Section<'conditions'>;
  materials: Section<'materials'>;
  categories: Section<'categories'>;
  colours: Section<'colours'>;
  /** The heart's names and toasts (the cards' words). */
  productCard: Section<'productCard'>;
  /** Store locations by their English name (the catalog's location_text), in the language. */
  places: Readonly<Record<string, string>>;
  /** The failure state's words ('Oops!'). */
  productPage: Section<'productPage'>;
}

/** The section's words in a language: a page passes `{ locale, words }`; an English page passes nothing. */
export interface LocalizedProduct {
  locale: Locale;
  words: ProductWords;
}

/** Element id of the JSON a localized product shell carries its words in (the page script reads it). */
export const PRODUCT_WORDS_ID = 'product-words';

function lookup(table: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** A store word as the catalog sent it when the language has none for it (a name added later). */
export function storeWord(table: Readonly<Record<string, string>>, english: string): string {
  return lookup(table, english) ?? english;
}

/** A colour the catalog names in English ('Black'): the colours section is keyed by its id ('black'). */
export function colourWord(words: ProductWords, english: string): string {
  return lookup(words.colours, english.trim().toLowerCase()) ?? english;
}

/** What a material needs to be said in a language: the `materials` section and how a name joins it. */
export interface MaterialWords {
  materials: Section<'materials'>;
  product: Pick<Section<'product'>, 'materialNamed'>;
}

/**
 * One material in the language: the longest known material words it ends with are translated and
 * the house's own words before them are kept as written ('Togo leather' → 'Togo皮革', 'kulit Togo');
 * a material ending in no known words shows as sent.
 */
export function materialWord(text: string, words: MaterialWords): string {
  const trimmed = text.trim();
  const lower = trimmed.toLowerCase();
  let best: string | null = null;
  for (const key of Object.keys(words.materials)) {
    const endsThere = lower === key || lower.endsWith(` ${key}`) || lower.endsWith(`-${key}`);
    if (endsThere && (best === null || key.length > best.length)) best = key;
  }
  if (best === null) return trimmed;
  const material = words.materials[best as keyof MaterialWords['materials']];
  const name = trimmed.slice(0, trimmed.length - best.length).replace(/[\s-]+$/, '');
  return name ? format(words.product.materialNamed, { name, material }) : capitalize(material);
}

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** Material, ' · ' and material_others, as materialDisplay (product-fields.ts), each in the language. */
export function localMaterialDisplay(product: Pick<ProductDetail, 'material' | 'material_others'>, words: ProductWords): string {
  const parts = [product.material, product.material_others].map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return parts.map((part) => materialWord(part, words)).join(' · ');
}

const RECEIPT_KEYS = {
  No: 'receiptNo',
  'Yes - Original': 'receiptOriginal',
  'Yes - Copy': 'receiptCopy',
  Yes: 'receiptYes',
} as const;

/** The spec's receipt display ('Yes - Original', …) in the language. */
export function receiptWord(display: keyof typeof RECEIPT_KEYS, words: ProductWords): string {
  return words.product[RECEIPT_KEYS[display]];
}

const GENDER_KEYS = { M: 'men', W: 'women', U: 'unisex' } as const;

/** 'Men', 'Women', 'Unisex' in the product section's words; '' for a gender the catalog adds later. */
export function genderWord(gender: ProductDetail['gender'], t: Pick<Section<'product'>, 'men' | 'women' | 'unisex'>): string {
  const key = lookup(GENDER_KEYS, gender) as (typeof GENDER_KEYS)[keyof typeof GENDER_KEYS] | undefined;
  return key ? t[key] : '';
}
