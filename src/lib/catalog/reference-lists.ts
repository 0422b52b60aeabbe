/**
 * The catalog's reference lists as marketing names them: houses, categories, colours and condition
 * grades. They are the rows the built-in API's migrations write (src/server/migrations/0001_core.sql)
 * and GET /startup serves to /search's filters; tests/api/catalog/reference-lists.test.ts fails when
 * the two drift. A collection's rule (src/lib/content/schemas.ts) is checked against them, so a rule
 * the catalog cannot answer is refused when the file is saved or built, not discovered on the page.
 */
import { CONDITION_GRADES } from './inventory-query-rules.ts';

/** Houses, by the name /search's brand filter takes (brand=Hermès). */
export const HOUSES = [
  'Hermès',
  'Chanel',
  'Dior',
  'Louis Vuitton',
  'Rolex',
  'Cartier',
  'Gucci',
  'Prada',
  'Saint Laurent',
  'Bottega Veneta',
  'Celine',
  'Fendi',
  'Loewe',
  'Balenciaga',
  'Goyard',
  'Van Cleef & Arpels',
  'Tiffany & Co.',
  'Bulgari',
  'Omega',
  'Patek Philippe',
  'Audemars Piguet',
  'Valentino',
  'Givenchy',
  'Burberry',
  'Christian Louboutin',
  'Miu Miu',
  'Chloé',
  'Tudor',
] as const;
export type House = (typeof HOUSES)[number];

/** Categories by name, with the id /search's category filter takes (category=7). */
export const CATEGORIES = [
  { id: 1, name: 'Bags' },
  { id: 2, name: 'Small Leather Goods' },
  { id: 3, name: 'Accessories' },
  { id: 4, name: 'Shoes' },
  { id: 5, name: 'Jewelry' },
  { id: 6, name: 'Ready To Wear' },
  { id: 7, name: 'Watches' },
  { id: 8, name: 'Home' },
] as const;
export type CategoryName = (typeof CATEGORIES)[number]['name'];
export const CATEGORY_NAMES = CATEGORIES.map((category) => category.name) as [CategoryName, ...CategoryName[]];

/** Colour ids, as /search's colour filter takes them (color=black). */
export const COLOURS = ['black', 'white', 'beige', 'brown', 'tan', 'red', 'pink', 'blue', 'green', 'grey', 'gold', 'silver', 'multicolour'] as const;
export type Colour = (typeof COLOURS)[number];

/** Condition grades, best first (the product page's grade). */
export const CONDITIONS = CONDITION_GRADES;

/** The gender a rule may ask for, as the home banners' links name it (gender=Men). */
export const RULE_GENDERS = ['Men', 'Women'] as const;
export type RuleGender = (typeof RULE_GENDERS)[number];

/** The category id of a category name; undefined for a name the catalog does not know. */
export function categoryIdOf(name: string): number | undefined {
  return CATEGORIES.find((category) => category.name === name)?.id;
}
