/** The silhouettes product images are drawn from, and the colours they are tinted with. */
export const PRODUCT_SHAPES = [
  'bag',
  'flap',
  'tote',
  'wallet',
  'scarf',
  'belt',
  'sunglasses',
  'pump',
  'sneaker',
  'sandal',
  'ring',
  'bracelet',
  'necklace',
  'garment',
  'watch',
  'vase',
  'plate',
] as const;
export type ProductShape = (typeof PRODUCT_SHAPES)[number];

/** Item colours (option ids of category field 'color') as the object is painted, plus 'neutral'. */
export const SWATCHES = {
  black: '#1f1d1b',
  white: '#efebe3',
  beige: '#d7c2a3',
  brown: '#6a4530',
  tan: '#b07f52',
  red: '#8f2a24',
  pink: '#e0a9b1',
  blue: '#2c4770',
  green: '#3a5e4f',
  grey: '#8c8c8a',
  gold: '#c29a4f',
  silver: '#b9bdc1',
  multicolour: '#a0523d',
  neutral: '#b9a88f',
} as const;
export type SwatchName = keyof typeof SWATCHES;

export function isProductShape(value: string): value is ProductShape {
  return (PRODUCT_SHAPES as readonly string[]).includes(value);
}

export function isSwatchName(value: string): value is SwatchName {
  return Object.hasOwn(SWATCHES, value);
}
