/**
 * The demo catalog's model lines: which houses make what, in which sizes, materials and colours,
 * and what a pre-owned piece typically fetches in Singapore dollars. Brand names match
 * 0001_core.sql exactly; category ids are the spec's.
 */
import type { ProductShape } from '../catalog/images/shapes.ts';

export type ColorId =
  | 'black' | 'white' | 'beige' | 'brown' | 'tan' | 'red' | 'pink'
  | 'blue' | 'green' | 'grey' | 'gold' | 'silver' | 'multicolour';

export type GenderMix = 'W' | 'M' | 'U' | 'WM';

export interface Material {
  /** Word that goes into the model name ('Togo'); null keeps the name clean. */
  label: string | null;
  /** The detail page's material. */
  material: string;
  /** The detail page's material_others. */
  others: string | null;
  /** Price multiplier (exotic skins, precious metals). */
  factor: number;
  /** How often this material appears within its line. */
  weight: number;
}

export interface ModelLine {
  brand: string;
  category: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
  name: string;
  /** Typical resale price in SGD for the reference size, material and an Excellent condition. */
  price: number;
  shape: ProductShape;
  gender: GenderMix;
  sizes: readonly (readonly [label: string, factor: number])[];
  materials: readonly Material[];
  finishes: readonly string[];
  colors: readonly ColorId[];
  /** How often the line appears within its brand. */
  weight: number;
  /** Noun the description uses ('card holder', 'tote'). */
  noun: string;
}

const mat = (label: string | null, material: string, others: string | null = null, factor = 1, weight = 1): Material => ({
  label, material, others, factor, weight,
});

// Materials shared by several lines.
const M = {
  togo: mat('Togo', 'Togo leather'),
  epsom: mat('Epsom', 'Epsom leather'),
  clemence: mat('Clemence', 'Taurillon Clemence leather'),
  swift: mat('Swift', 'Swift leather', null, 1.05, 0.6),
  boxCalf: mat('Box Calf', 'Box calfskin', null, 1.1, 0.4),
  croc: mat('Niloticus Crocodile', 'Niloticus crocodile', 'Shiny finish', 2.8, 0.12),
  ostrich: mat('Ostrich', 'Ostrich leather', null, 1.6, 0.15),
  caviar: mat('Caviar', 'Caviar leather', 'Leather-threaded chain'),
  lambskin: mat('Lambskin', 'Lambskin', 'Leather-threaded chain'),
  agedCalf: mat('Aged Calfskin', 'Aged calfskin', 'Aged gold-tone chain'),
  monogram: mat('Monogram', 'Monogram coated canvas', 'Vachetta leather trim'),
  damierEbene: mat('Damier Ebene', 'Damier Ebene coated canvas', 'Cowhide trim'),
  damierAzur: mat('Damier Azur', 'Damier Azur coated canvas', 'Vachetta leather trim', 1, 0.6),
  empreinte: mat('Monogram Empreinte', 'Monogram Empreinte embossed calfskin', null, 1.3, 0.5),
  epi: mat('Epi', 'Epi grained leather', null, 1.1, 0.6),
  taurillon: mat('Taurillon', 'Taurillon leather'),
  cannage: mat('Cannage Lambskin', 'Cannage-stitched lambskin', 'Pale gold-finish metal charms'),
  patent: mat('Patent Cannage', 'Patent calfskin', 'Pale gold-finish metal charms', 1, 0.4),
  oblique: mat('Oblique', 'Dior Oblique jacquard', 'Calfskin trim'),
  toile: mat('Toile de Jouy', 'Toile de Jouy embroidery', 'Calfskin trim', 1, 0.6),
  grainedCalf: mat('Grained Calfskin', 'Grained calfskin'),
  calfskin: mat(null, 'Calfskin'),
  nappa: mat('Nappa', 'Nappa leather'),
  intrecciato: mat('Intrecciato', 'Intrecciato woven lambskin'),
  saffiano: mat('Saffiano', 'Saffiano leather'),
  nylon: mat('Re-Nylon', 'Re-Nylon recycled nylon', 'Saffiano leather trim'),
  ggSupreme: mat('GG Supreme', 'GG Supreme canvas', 'Leather trim'),
  matelasse: mat('Matelassé', 'Matelassé chevron leather'),
  goyardine: mat('Goyardine', 'Goyardine coated canvas', 'Chevroches calfskin trim'),
  raffia: mat('Raffia', 'Raffia', 'Calfskin handles'),
  silkTwill: mat(null, 'Silk twill', 'Hand-rolled edges'),
  cashmere: mat(null, 'Cashmere'),
  silk: mat(null, 'Silk'),
  tweed: mat(null, 'Bouclé tweed', 'Silk lining'),
  wool: mat(null, 'Virgin wool', 'Silk lining'),
  leatherGarment: mat(null, 'Lambskin leather', 'Viscose lining'),
  cotton: mat(null, 'Cotton gabardine', 'Horn buttons'),
  steel: mat(null, 'Stainless steel', 'Sapphire crystal'),
  oystersteel: mat(null, 'Oystersteel', 'Sapphire crystal'),
  twoTone: mat(null, 'Oystersteel and 18k yellow gold', 'Sapphire crystal', 1.35, 0.5),
  yellowGold: mat(null, '18k yellow gold', null, 1, 1),
  roseGold: mat(null, '18k rose gold', null, 1.05, 0.8),
  whiteGold: mat(null, '18k white gold', null, 1.1, 0.6),
  silver: mat(null, 'Sterling silver'),
  ceramic: mat(null, 'High-tech ceramic', 'Sapphire crystal'),
  porcelain: mat(null, 'Porcelain', 'Hand-painted gilding'),
  enamel: mat(null, 'Enamel', 'Palladium-plated hardware'),
  rubber: mat(null, 'Rubber', 'Leather lining'),
  acetate: mat(null, 'Acetate', 'Gradient lenses'),
  glass: mat(null, 'Hand-blown glass'),
  stoneware: mat(null, 'Glazed stoneware'),
  cashmereThrow: mat(null, 'Wool and cashmere', 'Fringed edges'),
};

const HW = ['Gold Hardware', 'Palladium Hardware'] as const;
const HERMES_COLORS: ColorId[] = ['black', 'gold', 'brown', 'beige', 'tan', 'blue', 'red', 'pink', 'green', 'grey', 'white'];
const CLASSIC_COLORS: ColorId[] = ['black', 'black', 'beige', 'red', 'pink', 'blue', 'white', 'grey'];
const CANVAS_COLORS: ColorId[] = ['brown', 'brown', 'tan', 'beige'];
const METAL_COLORS: ColorId[] = ['gold', 'gold', 'silver', 'pink'];
const DIAL_COLORS: ColorId[] = ['black', 'blue', 'silver', 'white', 'green', 'grey', 'gold'];
const SCARF_COLORS: ColorId[] = ['multicolour', 'multicolour', 'blue', 'red', 'pink', 'green', 'beige'];
const KNIT_COLORS: ColorId[] = ['black', 'beige', 'white', 'grey', 'pink', 'blue'];
const HOME_COLORS: ColorId[] = ['white', 'blue', 'gold', 'green', 'multicolour'];

type LineOptions = Partial<Pick<ModelLine, 'sizes' | 'finishes' | 'weight' | 'noun'>> & {
  materials: readonly Material[];
  colors: readonly ColorId[];
};

const NOUNS: Record<ProductShape, string> = {
  bag: 'bag', flap: 'shoulder bag', tote: 'tote', wallet: 'wallet', scarf: 'scarf', belt: 'belt',
  sunglasses: 'sunglasses', pump: 'pumps', sneaker: 'sneakers', sandal: 'sandals', ring: 'ring',
  bracelet: 'bracelet', necklace: 'necklace', garment: 'piece', watch: 'watch', vase: 'vase', plate: 'tableware',
};

function line(
  brand: string,
  category: ModelLine['category'],
  name: string,
  price: number,
  shape: ProductShape,
  gender: GenderMix,
  options: LineOptions,
): ModelLine {
  // Bags are what a resale house mostly sells: they weigh more unless a line says otherwise.
  const weight = options.weight ?? (category === 1 ? 3 : 1);
  return {
    brand, category, name, price, shape, gender,
    sizes: options.sizes ?? [],
    materials: options.materials,
    finishes: options.finishes ?? [],
    colors: options.colors,
    weight,
    noun: options.noun ?? NOUNS[shape],
  };
}

const BAG = 1, SLG = 2, ACC = 3, SHOES = 4, JEWELRY = 5, RTW = 6, WATCHES = 7, HOME = 8;

export const MODEL_LINES: readonly ModelLine[] = [
  // Hermès
  line('Hermès', BAG, 'Birkin', 28000, 'bag', 'W', {
    sizes: [['25', 1.2], ['30', 1], ['35', 0.88]], materials: [M.togo, M.epsom, M.clemence, M.swift, M.croc, M.ostrich],
    finishes: [...HW, 'Rose Gold Hardware'], colors: HERMES_COLORS, weight: 5,
  }),
  line('Hermès', BAG, 'Kelly', 26000, 'bag', 'W', {
    sizes: [['25 Sellier', 1.2], ['28 Sellier', 1.05], ['28 Retourne', 1], ['32 Retourne', 0.9]],
    materials: [M.epsom, M.togo, M.boxCalf, M.croc], finishes: HW, colors: HERMES_COLORS, weight: 4,
  }),
  line('Hermès', BAG, 'Constance', 16000, 'flap', 'W', {
    sizes: [['18', 1], ['24', 1.1]], materials: [M.epsom, M.swift, M.ostrich], finishes: HW, colors: HERMES_COLORS,
  }),
  line('Hermès', BAG, 'Evelyne', 4200, 'flap', 'U', {
    sizes: [['TPM', 0.9], ['PM', 1], ['GM', 1.1]], materials: [M.clemence], finishes: ['Palladium Hardware'], colors: HERMES_COLORS,
  }),
  line('Hermès', BAG, 'Picotin Lock', 5500, 'tote', 'W', {
    sizes: [['18', 1], ['22', 1.1]], materials: [M.clemence, M.swift], finishes: HW, colors: HERMES_COLORS,
  }),
  line('Hermès', BAG, 'Lindy', 11000, 'bag', 'W', {
    sizes: [['26', 1.05], ['30', 1]], materials: [M.clemence, M.swift], finishes: HW, colors: HERMES_COLORS, weight: 2,
  }),
  line('Hermès', BAG, 'Garden Party', 4800, 'tote', 'W', {
    sizes: [['30', 1], ['36', 1.05]], materials: [mat('Negonda', 'Negonda leather'), mat('Toile', 'Toile canvas', 'Negonda leather trim')],
    finishes: ['Palladium Hardware'], colors: ['black', 'tan', 'blue', 'beige', 'green'], weight: 2,
  }),
  line('Hermès', BAG, 'Bolide', 8500, 'bag', 'W', {
    sizes: [['27', 1], ['31', 1.05]], materials: [M.epsom, M.swift], finishes: HW, colors: HERMES_COLORS, weight: 1,
  }),
  line('Hermès', SLG, 'Calvi Card Holder', 680, 'wallet', 'U', { materials: [M.epsom, M.swift], colors: HERMES_COLORS, noun: 'card holder' }),
  line('Hermès', SLG, 'Bearn Wallet', 3800, 'wallet', 'W', { materials: [M.epsom, M.croc], finishes: HW, colors: HERMES_COLORS }),
  line('Hermès', SLG, 'Kelly To Go Wallet', 7800, 'wallet', 'W', { materials: [M.epsom], finishes: HW, colors: HERMES_COLORS }),
  line('Hermès', SLG, 'Dogon Duo Wallet', 2400, 'wallet', 'U', { materials: [M.togo], colors: HERMES_COLORS }),
  line('Hermès', ACC, 'Carré 90 Silk Scarf', 650, 'scarf', 'W', {
    sizes: [['Brides de Gala', 1], ['Chevaux de Légende', 1], ['Les Jardins de la Maharani', 1.05], ['Cheval Phoenix', 1]],
    materials: [M.silkTwill], colors: SCARF_COLORS, weight: 2,
  }),
  line('Hermès', ACC, 'Twilly', 290, 'scarf', 'W', { materials: [M.silkTwill], colors: SCARF_COLORS }),
  line('Hermès', ACC, 'Kelly Belt', 1900, 'belt', 'W', { materials: [M.epsom], finishes: HW, colors: HERMES_COLORS }),
  line('Hermès', ACC, 'H Belt 32mm Reversible', 1600, 'belt', 'M', { materials: [M.togo, M.boxCalf], finishes: HW, colors: ['black', 'brown', 'tan', 'blue'] }),
  line('Hermès', SHOES, 'Oran Sandals', 950, 'sandal', 'W', { materials: [M.boxCalf, M.epsom, M.ostrich], colors: ['black', 'gold', 'white', 'tan', 'pink'] }),
  line('Hermès', SHOES, 'Oasis Sandals', 1150, 'sandal', 'W', { materials: [M.calfskin], colors: ['black', 'gold', 'beige', 'white'] }),
  line('Hermès', SHOES, 'Bouncing Sneakers', 1200, 'sneaker', 'U', { materials: [M.calfskin], colors: ['white', 'black', 'grey', 'beige'] }),
  line('Hermès', JEWELRY, 'Clic H Bracelet', 750, 'bracelet', 'W', {
    sizes: [['PM', 1], ['GM', 1.1]], materials: [M.enamel], colors: ['black', 'white', 'red', 'pink', 'blue', 'green', 'gold'],
  }),
  line('Hermès', JEWELRY, 'Kelly Double Tour Bracelet', 700, 'bracelet', 'W', { materials: [M.epsom], finishes: HW, colors: HERMES_COLORS }),
  line('Hermès', JEWELRY, "Chaine d'Ancre Bracelet", 2200, 'bracelet', 'U', { materials: [M.silver], colors: ['silver'] }),
  line('Hermès', JEWELRY, 'Kelly Ring', 6500, 'ring', 'W', { materials: [M.roseGold, M.whiteGold], colors: ['pink', 'silver'] }),
  line('Hermès', RTW, 'Cashmere Cardigan', 1900, 'garment', 'W', { materials: [M.cashmere], colors: KNIT_COLORS }),
  line('Hermès', RTW, 'Leather Bomber Jacket', 9500, 'garment', 'M', { materials: [M.leatherGarment], colors: ['black', 'brown', 'blue'] }),
  line('Hermès', WATCHES, 'Cape Cod', 3800, 'watch', 'W', {
    sizes: [['29mm', 1], ['37mm', 1.1]], materials: [M.steel], colors: ['white', 'silver', 'black'], noun: 'watch',
  }),
  line('Hermès', WATCHES, 'Arceau 38mm', 3400, 'watch', 'U', { materials: [M.steel], colors: ['white', 'black', 'blue'] }),
  line('Hermès', WATCHES, 'H08 39mm', 6200, 'watch', 'M', { materials: [mat(null, 'Titanium', 'Sapphire crystal')], colors: ['black', 'grey', 'blue'] }),
  line('Hermès', HOME, 'Mosaique au 24 Dinner Plate Set', 1400, 'plate', 'U', { materials: [M.porcelain], colors: ['gold', 'white', 'green'], noun: 'dinner plates' }),
  line('Hermès', HOME, 'Avalon Throw Blanket', 2800, 'scarf', 'U', { materials: [M.cashmereThrow], colors: ['beige', 'grey', 'tan', 'black'], noun: 'throw' }),
  line('Hermès', HOME, "Cheval d'Orient Vase", 1800, 'vase', 'U', { materials: [M.porcelain], colors: HOME_COLORS }),

  // Chanel
  line('Chanel', BAG, 'Classic Flap', 11000, 'flap', 'W', {
    sizes: [['Small', 0.92], ['Medium', 1], ['Jumbo', 1.08]], materials: [M.caviar, M.lambskin],
    finishes: ['Gold Hardware', 'Silver Hardware'], colors: CLASSIC_COLORS, weight: 6,
  }),
  line('Chanel', BAG, '2.55 Reissue', 10500, 'flap', 'W', {
    sizes: [['225', 0.95], ['226', 1]], materials: [M.agedCalf], finishes: ['Aged Gold Hardware', 'Ruthenium Hardware'], colors: ['black', 'grey', 'beige'], weight: 2,
  }),
  line('Chanel', BAG, 'Boy Bag Old Medium', 7200, 'flap', 'W', { materials: [M.caviar, M.lambskin], finishes: ['Ruthenium Hardware', 'Gold Hardware'], colors: CLASSIC_COLORS, weight: 3 }),
  line('Chanel', BAG, '19 Bag', 7800, 'flap', 'W', { sizes: [['Small', 1], ['Large', 1.1]], materials: [M.lambskin], colors: CLASSIC_COLORS, weight: 3 }),
  line('Chanel', BAG, 'Wallet on Chain', 4500, 'flap', 'W', { materials: [M.caviar, M.lambskin], finishes: ['Gold Hardware', 'Silver Hardware'], colors: CLASSIC_COLORS, weight: 3 }),
  line('Chanel', BAG, 'Gabrielle Hobo', 5800, 'flap', 'W', { sizes: [['Small', 1], ['Medium', 1.08]], materials: [mat('Aged Calfskin', 'Aged calfskin', 'Two-tone chain')], colors: ['black', 'beige', 'white'] }),
  line('Chanel', BAG, 'Deauville Tote', 4800, 'tote', 'W', { sizes: [['Medium', 1], ['Large', 1.06]], materials: [mat('Canvas', 'Mixed-fibre canvas', 'Calfskin trim')], colors: ['beige', 'black', 'blue'] }),
  line('Chanel', BAG, 'Coco Handle', 7500, 'bag', 'W', { sizes: [['Small', 1], ['Medium', 1.06]], materials: [M.caviar], colors: CLASSIC_COLORS }),
  line('Chanel', SLG, 'Classic Card Holder', 950, 'wallet', 'W', { materials: [M.caviar, M.lambskin], colors: CLASSIC_COLORS, weight: 2, noun: 'card holder' }),
  line('Chanel', SLG, 'Classic Long Flap Wallet', 1900, 'wallet', 'W', { materials: [M.caviar], colors: CLASSIC_COLORS }),
  line('Chanel', SLG, 'Zipped Coin Purse', 1100, 'wallet', 'W', { materials: [M.caviar, M.lambskin], colors: CLASSIC_COLORS, noun: 'coin purse' }),
  line('Chanel', ACC, 'Silk Twill Scarf', 780, 'scarf', 'W', { materials: [M.silkTwill], colors: SCARF_COLORS }),
  line('Chanel', ACC, 'Pearl Sunglasses', 650, 'sunglasses', 'W', { materials: [M.acetate], colors: ['black', 'brown', 'white'] }),
  line('Chanel', ACC, 'Chain Belt', 1900, 'belt', 'W', { materials: [mat(null, 'Gold-tone metal', 'Lambskin interlace')], colors: ['gold'] }),
  line('Chanel', SHOES, 'Two-Tone Slingback Pumps', 1200, 'pump', 'W', { materials: [M.calfskin, mat(null, 'Lambskin', 'Grosgrain toe cap')], colors: ['beige', 'black', 'white'], weight: 2 }),
  line('Chanel', SHOES, 'Ballerina Flats', 900, 'pump', 'W', { materials: [M.lambskin], colors: ['black', 'beige', 'pink', 'blue'] }),
  line('Chanel', SHOES, 'Mary Jane Pumps', 1100, 'pump', 'W', { materials: [mat(null, 'Patent calfskin')], colors: ['black', 'beige'] }),
  line('Chanel', JEWELRY, 'Coco Crush Ring', 3800, 'ring', 'W', { sizes: [['Mini', 0.7], ['Small', 1]], materials: [M.yellowGold, mat(null, '18k beige gold', null, 1.05, 0.8), M.whiteGold], colors: METAL_COLORS }),
  line('Chanel', JEWELRY, 'Pearl Long Necklace', 2200, 'necklace', 'W', { materials: [mat(null, 'Glass pearls', 'Gold-tone metal')], colors: ['white', 'gold'] }),
  line('Chanel', RTW, 'Tweed Jacket', 6800, 'garment', 'W', { materials: [M.tweed], colors: ['black', 'white', 'pink', 'beige', 'multicolour'], weight: 2 }),
  line('Chanel', RTW, 'Cashmere Sweater', 2100, 'garment', 'W', { materials: [M.cashmere], colors: KNIT_COLORS }),
  line('Chanel', WATCHES, 'J12', 6800, 'watch', 'U', { sizes: [['33mm', 0.9], ['38mm', 1]], materials: [M.ceramic], colors: ['black', 'white'], weight: 2 }),
  line('Chanel', WATCHES, 'Première Chain', 4600, 'watch', 'W', { materials: [M.steel], colors: ['black', 'gold'] }),
  line('Chanel', WATCHES, 'Boy·Friend', 7900, 'watch', 'W', { materials: [M.steel, mat(null, '18k beige gold', 'Alligator strap', 2.2, 0.4)], colors: ['black', 'white', 'gold'] }),

  // Dior
  line('Dior', BAG, 'Lady Dior', 6500, 'bag', 'W', {
    sizes: [['Mini', 0.85], ['Small', 0.95], ['Medium', 1]], materials: [M.cannage, M.patent],
    colors: ['black', 'pink', 'beige', 'white', 'blue', 'red', 'grey'], weight: 5,
  }),
  line('Dior', BAG, 'Saddle Bag', 4200, 'flap', 'W', { sizes: [['Mini', 0.85], ['Medium', 1]], materials: [M.oblique, M.grainedCalf], colors: ['blue', 'black', 'tan', 'beige'], weight: 4 }),
  line('Dior', BAG, 'Book Tote', 3800, 'tote', 'W', { sizes: [['Small', 0.9], ['Medium', 1], ['Large', 1.08]], materials: [M.oblique, M.toile], colors: ['blue', 'beige', 'black', 'multicolour'], weight: 4 }),
  line('Dior', BAG, '30 Montaigne', 4300, 'flap', 'W', { materials: [M.oblique, M.grainedCalf], colors: ['blue', 'black', 'beige'] }),
  line('Dior', BAG, 'Caro', 4700, 'flap', 'W', { sizes: [['Small', 0.92], ['Medium', 1]], materials: [mat('Cannage Calfskin', 'Supple Cannage calfskin')], colors: ['black', 'white', 'beige', 'pink'] }),
  line('Dior', BAG, 'Bobby', 4000, 'flap', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [M.calfskin], colors: ['black', 'blue', 'tan'] }),
  line('Dior', SLG, 'Saddle Card Holder', 550, 'wallet', 'U', { materials: [M.oblique, M.grainedCalf], colors: ['blue', 'black', 'pink'], noun: 'card holder' }),
  line('Dior', SLG, 'Lady Dior Wallet', 1200, 'wallet', 'W', { materials: [M.cannage], colors: ['black', 'pink', 'beige'] }),
  line('Dior', ACC, 'Mitzah Scarf', 450, 'scarf', 'W', { materials: [mat(null, 'Silk')], colors: SCARF_COLORS }),
  line('Dior', ACC, '30 Montaigne Belt', 900, 'belt', 'W', { materials: [M.calfskin], colors: ['black', 'tan', 'beige'] }),
  line('Dior', ACC, 'DiorSoStellaire Sunglasses', 520, 'sunglasses', 'W', { materials: [M.acetate], colors: ['black', 'pink', 'brown'] }),
  line('Dior', SHOES, "J'Adior Slingback Pumps", 1200, 'pump', 'W', { materials: [mat(null, 'Technical fabric', 'Cotton embroidery')], colors: ['black', 'beige', 'pink'], weight: 2 }),
  line('Dior', SHOES, "Walk'n'Dior Sneakers", 1100, 'sneaker', 'W', { materials: [M.oblique], colors: ['blue', 'white', 'black'] }),
  line('Dior', SHOES, 'B23 High-Top Sneakers', 1150, 'sneaker', 'M', { materials: [M.oblique], colors: ['blue', 'black', 'white'] }),
  line('Dior', SHOES, 'Dway Slides', 800, 'sandal', 'W', { materials: [mat(null, 'Cotton embroidery')], colors: ['blue', 'black', 'pink', 'white'] }),
  line('Dior', JEWELRY, 'Rose des Vents Bracelet', 3600, 'bracelet', 'W', { materials: [M.yellowGold, M.roseGold], colors: ['gold', 'pink'] }),
  line('Dior', JEWELRY, 'Clair D Lune Necklace', 650, 'necklace', 'W', { materials: [mat(null, 'Gold-finish metal', 'White crystals')], colors: ['gold', 'silver'] }),
  line('Dior', JEWELRY, 'Oui Ring', 1900, 'ring', 'W', { materials: [M.yellowGold, M.roseGold, M.whiteGold], colors: METAL_COLORS }),
  line('Dior', RTW, 'Bar Jacket', 5800, 'garment', 'W', { materials: [M.wool], colors: ['black', 'beige', 'white'] }),
  line('Dior', WATCHES, 'La D de Dior', 4500, 'watch', 'W', { sizes: [['25mm', 0.9], ['38mm', 1.15]], materials: [M.steel], colors: ['white', 'black', 'pink'] }),
  line('Dior', HOME, 'Toile de Jouy Dinner Plate', 420, 'plate', 'U', { materials: [M.porcelain], colors: ['blue', 'white', 'pink'], noun: 'dinner plate' }),
  line('Dior', HOME, 'Cannage Vase', 1200, 'vase', 'U', { materials: [mat(null, 'Glazed ceramic')], colors: HOME_COLORS }),

  // Louis Vuitton
  line('Louis Vuitton', BAG, 'Speedy Bandoulière', 2300, 'bag', 'W', {
    sizes: [['25', 1], ['30', 0.98], ['35', 0.95]], materials: [M.monogram, M.damierEbene, M.damierAzur, M.empreinte], colors: CANVAS_COLORS, weight: 5,
  }),
  line('Louis Vuitton', BAG, 'Neverfull', 2400, 'tote', 'W', { sizes: [['PM', 0.95], ['MM', 1], ['GM', 1.05]], materials: [M.monogram, M.damierEbene, M.damierAzur], colors: CANVAS_COLORS, weight: 5 }),
  line('Louis Vuitton', BAG, 'Alma', 2000, 'bag', 'W', { sizes: [['BB', 1], ['PM', 1.05]], materials: [M.monogram, M.epi, M.damierEbene], colors: ['brown', 'black', 'red', 'tan'] }),
  line('Louis Vuitton', BAG, 'Pochette Métis', 3200, 'flap', 'W', { materials: [M.monogram, M.empreinte], colors: ['brown', 'black', 'beige'], weight: 4 }),
  line('Louis Vuitton', BAG, 'Capucines', 7500, 'bag', 'W', { sizes: [['BB', 0.9], ['MM', 1]], materials: [M.taurillon], colors: ['black', 'beige', 'pink', 'blue', 'white'], weight: 3 }),
  line('Louis Vuitton', BAG, 'Keepall Bandoulière', 2600, 'bag', 'M', { sizes: [['45', 0.95], ['50', 1], ['55', 1.05]], materials: [M.monogram, M.damierEbene, mat('Damier Graphite', 'Damier Graphite coated canvas')], colors: ['brown', 'black', 'grey'] }),
  line('Louis Vuitton', BAG, 'OnTheGo', 3900, 'tote', 'W', { sizes: [['PM', 0.92], ['MM', 1], ['GM', 1.05]], materials: [M.monogram, M.empreinte], colors: ['brown', 'beige', 'black'], weight: 4 }),
  line('Louis Vuitton', BAG, 'Twist', 4300, 'flap', 'W', { sizes: [['PM', 0.95], ['MM', 1]], materials: [M.epi], colors: ['black', 'white', 'red', 'pink'] }),
  line('Louis Vuitton', BAG, 'Multi Pochette Accessoires', 2900, 'flap', 'W', { materials: [M.monogram], colors: ['brown', 'pink', 'green'] }),
  line('Louis Vuitton', SLG, 'Zippy Wallet', 1100, 'wallet', 'U', { materials: [M.monogram, M.damierEbene, M.empreinte], colors: CANVAS_COLORS, weight: 2 }),
  line('Louis Vuitton', SLG, 'Victorine Wallet', 800, 'wallet', 'W', { materials: [M.monogram, M.empreinte], colors: CANVAS_COLORS }),
  line('Louis Vuitton', SLG, 'Pocket Organizer', 550, 'wallet', 'M', { materials: [mat('Monogram Eclipse', 'Monogram Eclipse coated canvas'), M.damierEbene], colors: ['black', 'grey', 'brown'], noun: 'pocket organiser' }),
  line('Louis Vuitton', SLG, 'Key Pouch', 420, 'wallet', 'U', { materials: [M.monogram], colors: CANVAS_COLORS, noun: 'key pouch' }),
  line('Louis Vuitton', ACC, 'Monogram Confidential Square', 500, 'scarf', 'W', { materials: [mat(null, 'Silk')], colors: SCARF_COLORS }),
  line('Louis Vuitton', ACC, 'LV Initiales 40mm Reversible Belt', 800, 'belt', 'M', { materials: [M.monogram, M.damierEbene], colors: ['brown', 'black'] }),
  line('Louis Vuitton', ACC, 'Millionaire Sunglasses', 900, 'sunglasses', 'M', { materials: [M.acetate], colors: ['black', 'brown', 'white'] }),
  line('Louis Vuitton', SHOES, 'LV Archlight Sneakers', 1300, 'sneaker', 'W', { materials: [mat(null, 'Calfskin and technical fabric')], colors: ['white', 'black', 'beige'] }),
  line('Louis Vuitton', SHOES, 'LV Trainer Sneakers', 1400, 'sneaker', 'M', { materials: [M.grainedCalf], colors: ['white', 'black', 'blue', 'green'] }),
  line('Louis Vuitton', JEWELRY, 'Color Blossom Pendant', 3200, 'necklace', 'W', { materials: [M.yellowGold, M.roseGold], colors: ['gold', 'pink', 'black', 'red'] }),
  line('Louis Vuitton', JEWELRY, 'Empreinte Ring', 2900, 'ring', 'U', { materials: [M.yellowGold, M.whiteGold], colors: ['gold', 'silver'] }),
  line('Louis Vuitton', RTW, 'Monogram Gradient Cardigan', 2200, 'garment', 'W', { materials: [mat(null, 'Wool and cashmere')], colors: ['beige', 'brown', 'black'] }),
  line('Louis Vuitton', RTW, 'Leather Blouson', 5800, 'garment', 'M', { materials: [M.leatherGarment], colors: ['black', 'brown'] }),
  line('Louis Vuitton', WATCHES, 'Tambour', 5500, 'watch', 'U', { sizes: [['39mm', 1], ['41mm', 1.05]], materials: [M.steel], colors: ['black', 'blue', 'silver'] }),
  line('Louis Vuitton', HOME, 'Origami Flower Vase', 2800, 'vase', 'U', { materials: [M.glass], colors: ['white', 'pink', 'blue'] }),
  line('Louis Vuitton', HOME, 'Monogram Throw Blanket', 2500, 'scarf', 'U', { materials: [M.cashmereThrow], colors: ['brown', 'grey', 'beige'], noun: 'throw' }),

  // Watchmakers
  line('Rolex', WATCHES, 'Submariner Date 41mm', 16500, 'watch', 'M', { materials: [M.oystersteel, M.twoTone], colors: ['black', 'green', 'blue'], weight: 3 }),
  line('Rolex', WATCHES, 'Datejust', 14000, 'watch', 'U', { sizes: [['36mm', 1], ['41mm', 1.05]], materials: [M.oystersteel, M.twoTone], colors: DIAL_COLORS, weight: 3 }),
  line('Rolex', WATCHES, 'Cosmograph Daytona 40mm', 42000, 'watch', 'M', { materials: [M.oystersteel, mat(null, '18k Everose gold', 'Oysterflex bracelet', 1.6, 0.4)], colors: ['white', 'black'], weight: 2 }),
  line('Rolex', WATCHES, 'GMT-Master II 40mm', 26000, 'watch', 'M', { materials: [M.oystersteel], colors: ['black', 'blue'], weight: 2 }),
  line('Rolex', WATCHES, 'Day-Date 40mm', 55000, 'watch', 'M', { materials: [mat(null, '18k Everose gold', 'President bracelet'), mat(null, '18k yellow gold', 'President bracelet')], colors: ['gold', 'silver', 'green'] }),
  line('Rolex', WATCHES, 'Oyster Perpetual', 10000, 'watch', 'U', { sizes: [['36mm', 1], ['41mm', 1.08]], materials: [M.oystersteel], colors: ['blue', 'green', 'pink', 'silver', 'black'], weight: 2 }),
  line('Rolex', WATCHES, 'Lady-Datejust 28mm', 13500, 'watch', 'W', { materials: [M.twoTone, M.oystersteel], colors: ['pink', 'white', 'silver'] }),
  line('Rolex', WATCHES, 'Explorer 36mm', 10500, 'watch', 'M', { materials: [M.oystersteel], colors: ['black'] }),
  line('Cartier', WATCHES, 'Santos de Cartier', 9500, 'watch', 'U', { sizes: [['Medium', 0.95], ['Large', 1]], materials: [M.steel], colors: ['silver', 'blue', 'grey'], weight: 2 }),
  line('Cartier', WATCHES, 'Tank Must', 3900, 'watch', 'U', { sizes: [['Small', 0.95], ['Large', 1]], materials: [M.steel], colors: ['silver', 'black', 'red', 'green'], weight: 2 }),
  line('Cartier', WATCHES, 'Ballon Bleu', 7000, 'watch', 'U', { sizes: [['33mm', 0.9], ['36mm', 0.95], ['40mm', 1]], materials: [M.steel], colors: ['silver', 'blue'] }),
  line('Cartier', WATCHES, 'Panthère de Cartier', 6500, 'watch', 'W', { sizes: [['Small', 1], ['Medium', 1.05]], materials: [M.steel, mat(null, '18k yellow gold', null, 2.6, 0.3)], colors: ['silver', 'gold'] }),
  line('Cartier', JEWELRY, 'Love Bracelet', 10500, 'bracelet', 'U', { materials: [M.yellowGold, M.roseGold, M.whiteGold], colors: METAL_COLORS, weight: 3 }),
  line('Cartier', JEWELRY, 'Juste un Clou Bracelet', 10800, 'bracelet', 'U', { materials: [M.yellowGold, M.roseGold], colors: ['gold', 'pink'], weight: 2 }),
  line('Cartier', JEWELRY, 'Trinity Ring', 2300, 'ring', 'U', { materials: [mat(null, '18k white, yellow and rose gold')], colors: ['gold'] }),
  line('Cartier', JEWELRY, 'Love Ring', 2400, 'ring', 'U', { materials: [M.yellowGold, M.roseGold, M.whiteGold], colors: METAL_COLORS }),
  line('Cartier', JEWELRY, 'Clash de Cartier Necklace', 6000, 'necklace', 'W', { materials: [M.roseGold], colors: ['pink'] }),
  line('Cartier', ACC, 'Panthère Sunglasses', 1100, 'sunglasses', 'U', { materials: [mat(null, 'Gold-finish metal', 'Brown gradient lenses')], colors: ['gold', 'silver'] }),
  line('Omega', WATCHES, 'Speedmaster Moonwatch 42mm', 7600, 'watch', 'M', { materials: [M.steel], colors: ['black', 'white'], weight: 2 }),
  line('Omega', WATCHES, 'Seamaster Diver 300M 42mm', 5800, 'watch', 'M', { materials: [M.steel], colors: ['blue', 'black', 'white'], weight: 2 }),
  line('Omega', WATCHES, 'Constellation 29mm', 4800, 'watch', 'W', { materials: [M.steel, M.twoTone], colors: ['silver', 'white'] }),
  line('Omega', WATCHES, 'Aqua Terra 38mm', 6000, 'watch', 'U', { materials: [M.steel], colors: ['blue', 'grey', 'green'] }),
  line('Patek Philippe', WATCHES, 'Nautilus 5711/1A 40mm', 150000, 'watch', 'M', { materials: [M.steel], colors: ['blue'] }),
  line('Patek Philippe', WATCHES, 'Aquanaut 5167A 40mm', 60000, 'watch', 'M', { materials: [M.steel], colors: ['black'] }),
  line('Patek Philippe', WATCHES, 'Calatrava 5227 39mm', 38000, 'watch', 'M', { materials: [mat(null, '18k white gold', 'Alligator strap')], colors: ['white', 'silver'] }),
  line('Patek Philippe', WATCHES, 'Twenty~4 4910 25mm', 15000, 'watch', 'W', { materials: [M.steel], colors: ['blue', 'grey', 'silver'] }),
  line('Audemars Piguet', WATCHES, 'Royal Oak Selfwinding', 55000, 'watch', 'M', { sizes: [['37mm', 0.95], ['41mm', 1]], materials: [M.steel], colors: ['blue', 'grey', 'silver'], weight: 2 }),
  line('Audemars Piguet', WATCHES, 'Royal Oak Offshore Chronograph 42mm', 42000, 'watch', 'M', { materials: [M.steel], colors: ['black', 'blue'] }),
  line('Audemars Piguet', WATCHES, 'Code 11.59 41mm', 38000, 'watch', 'M', { materials: [M.whiteGold], colors: ['blue', 'black'] }),
  line('Tudor', WATCHES, 'Black Bay 58 39mm', 4200, 'watch', 'M', { materials: [M.steel], colors: ['black', 'blue'], weight: 2 }),
  line('Tudor', WATCHES, 'Black Bay GMT 41mm', 4500, 'watch', 'M', { materials: [M.steel], colors: ['black'] }),
  line('Tudor', WATCHES, 'Pelagos 42mm', 4600, 'watch', 'M', { materials: [mat(null, 'Titanium', 'Ceramic bezel')], colors: ['blue', 'black'] }),
  line('Tudor', WATCHES, 'Royal 38mm', 2400, 'watch', 'U', { materials: [M.steel], colors: ['silver', 'blue', 'black'] }),

  // Jewellers
  line('Van Cleef & Arpels', JEWELRY, 'Vintage Alhambra Necklace', 8800, 'necklace', 'W', {
    sizes: [['10 Motifs', 1], ['20 Motifs', 2]], materials: [mat(null, '18k yellow gold', 'Onyx'), mat(null, '18k yellow gold', 'Mother-of-pearl'), mat(null, '18k rose gold', 'Carnelian'), mat(null, '18k yellow gold', 'Malachite', 1.05, 0.6)],
    colors: ['black', 'white', 'red', 'green'], weight: 3,
  }),
  line('Van Cleef & Arpels', JEWELRY, 'Vintage Alhambra Bracelet 5 Motifs', 7400, 'bracelet', 'W', { materials: [mat(null, '18k yellow gold', 'Onyx'), mat(null, '18k yellow gold', 'Mother-of-pearl')], colors: ['black', 'white'], weight: 2 }),
  line('Van Cleef & Arpels', JEWELRY, 'Sweet Alhambra Pendant', 3000, 'necklace', 'W', { materials: [mat(null, '18k rose gold', 'Carnelian'), mat(null, '18k yellow gold', 'Mother-of-pearl')], colors: ['red', 'white'] }),
  line('Van Cleef & Arpels', JEWELRY, 'Perlée Signature Ring', 3200, 'ring', 'W', { materials: [M.yellowGold, M.roseGold], colors: ['gold', 'pink'] }),
  line('Tiffany & Co.', JEWELRY, 'T Wire Bracelet', 2200, 'bracelet', 'W', { materials: [M.yellowGold, M.roseGold], colors: ['gold', 'pink'] }),
  line('Tiffany & Co.', JEWELRY, 'HardWear Link Bracelet', 5800, 'bracelet', 'W', { materials: [M.yellowGold, M.silver], colors: ['gold', 'silver'] }),
  line('Tiffany & Co.', JEWELRY, 'Elsa Peretti Open Heart Pendant', 450, 'necklace', 'W', { materials: [M.silver], colors: ['silver'] }),
  line('Tiffany & Co.', JEWELRY, 'Return to Tiffany Heart Tag Necklace', 500, 'necklace', 'W', { materials: [M.silver], colors: ['silver', 'blue'] }),
  line('Tiffany & Co.', JEWELRY, 'Tiffany Setting Engagement Ring', 22000, 'ring', 'W', { materials: [mat(null, 'Platinum', 'Round brilliant diamond, 1.0 ct')], colors: ['silver'] }),
  line('Tiffany & Co.', JEWELRY, 'Tiffany T1 Ring', 2800, 'ring', 'U', { materials: [M.yellowGold, M.roseGold], colors: ['gold', 'pink'] }),
  line('Tiffany & Co.', HOME, 'Bone China Teacup Set', 350, 'plate', 'U', { materials: [mat(null, 'Bone china')], colors: ['blue', 'white'], noun: 'teacup set' }),
  line('Tiffany & Co.', HOME, 'Crystal Vase', 900, 'vase', 'U', { materials: [mat(null, 'Crystal')], colors: ['white', 'blue'] }),
  line('Bulgari', JEWELRY, 'B.zero1 Ring', 2300, 'ring', 'U', { sizes: [['2-Band', 0.8], ['4-Band', 1]], materials: [M.yellowGold, M.roseGold, M.whiteGold], colors: METAL_COLORS, weight: 2 }),
  line('Bulgari', JEWELRY, 'Serpenti Viper Bracelet', 6000, 'bracelet', 'W', { materials: [M.roseGold, M.yellowGold], colors: ['pink', 'gold'] }),
  line('Bulgari', JEWELRY, "Divas' Dream Necklace", 4200, 'necklace', 'W', { materials: [mat(null, '18k rose gold', 'Malachite'), mat(null, '18k rose gold', 'Mother-of-pearl')], colors: ['green', 'white'] }),
  line('Bulgari', BAG, 'Serpenti Forever', 3300, 'flap', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [M.calfskin], colors: ['black', 'red', 'white', 'pink'], weight: 1 }),
  line('Bulgari', WATCHES, 'Octo Finissimo 40mm', 20000, 'watch', 'M', { materials: [mat(null, 'Titanium', 'Sapphire crystal')], colors: ['grey'] }),
  line('Bulgari', WATCHES, 'Serpenti Tubogas 35mm', 14000, 'watch', 'W', { materials: [M.steel, M.roseGold], colors: ['silver', 'pink'] }),

  // Fashion houses
  line('Gucci', BAG, 'Jackie 1961', 2700, 'bag', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [M.ggSupreme, M.calfskin], colors: ['beige', 'black', 'tan', 'red'] }),
  line('Gucci', BAG, 'Dionysus', 2200, 'flap', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [M.ggSupreme, mat('Velvet', 'Velvet')], colors: ['beige', 'black', 'pink', 'green'] }),
  line('Gucci', BAG, 'GG Marmont', 2000, 'flap', 'W', { sizes: [['Small', 0.92], ['Medium', 1]], materials: [M.matelasse], colors: ['black', 'pink', 'white', 'red', 'beige'] }),
  line('Gucci', BAG, 'Horsebit 1955 Shoulder Bag', 2300, 'flap', 'W', { materials: [M.ggSupreme, M.calfskin], colors: ['beige', 'brown', 'black'] }),
  line('Gucci', BAG, 'Bamboo 1947 Top Handle', 3000, 'bag', 'W', { materials: [M.calfskin], colors: ['black', 'white', 'tan'] }),
  line('Gucci', BAG, 'Ophidia Tote', 1500, 'tote', 'U', { materials: [M.ggSupreme], colors: ['beige', 'brown'] }),
  line('Gucci', SLG, 'GG Marmont Card Case', 380, 'wallet', 'U', { materials: [M.matelasse], colors: ['black', 'pink', 'beige'], noun: 'card case' }),
  line('Gucci', ACC, 'GG Supreme Belt', 550, 'belt', 'U', { materials: [M.ggSupreme], colors: ['beige', 'black'] }),
  line('Gucci', ACC, 'Silk Foulard', 350, 'scarf', 'W', { materials: [mat(null, 'Silk')], colors: SCARF_COLORS }),
  line('Gucci', SHOES, 'Ace Sneakers', 600, 'sneaker', 'U', { materials: [M.calfskin], colors: ['white', 'white', 'black'] }),
  line('Gucci', SHOES, 'Princetown Slippers', 750, 'sandal', 'U', { materials: [M.calfskin], colors: ['black', 'tan', 'beige'] }),
  line('Gucci', RTW, 'GG Jacquard Jacket', 2600, 'garment', 'M', { materials: [mat(null, 'Cotton-blend jacquard')], colors: ['beige', 'blue', 'black'] }),
  line('Gucci', WATCHES, 'G-Timeless 38mm', 1200, 'watch', 'U', { materials: [M.steel], colors: ['black', 'silver', 'green'] }),
  line('Gucci', HOME, 'Star Eye Porcelain Plate', 320, 'plate', 'U', { materials: [M.porcelain], colors: ['multicolour', 'blue'], noun: 'plate' }),
  line('Gucci', JEWELRY, 'Interlocking G Ring', 320, 'ring', 'U', { materials: [M.silver], colors: ['silver'] }),
  line('Prada', BAG, 'Re-Edition 2005', 1700, 'flap', 'W', { materials: [M.nylon, M.saffiano], colors: ['black', 'white', 'pink', 'blue'] }),
  line('Prada', BAG, 'Galleria', 3000, 'bag', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [M.saffiano], colors: ['black', 'beige', 'red', 'blue'] }),
  line('Prada', BAG, 'Cleo', 2600, 'flap', 'W', { materials: [mat('Brushed Leather', 'Brushed calfskin')], colors: ['black', 'white', 'pink'] }),
  line('Prada', BAG, 'Re-Nylon Backpack', 1500, 'bag', 'M', { materials: [M.nylon], colors: ['black', 'blue'] }),
  line('Prada', SLG, 'Saffiano Card Holder', 380, 'wallet', 'U', { materials: [M.saffiano], colors: ['black', 'blue', 'pink'], noun: 'card holder' }),
  line('Prada', SHOES, 'Monolith Loafers', 1000, 'pump', 'W', { materials: [mat(null, 'Brushed calfskin')], colors: ['black', 'white'] }),
  line('Prada', RTW, 'Re-Nylon Jacket', 2200, 'garment', 'M', { materials: [mat(null, 'Re-Nylon')], colors: ['black', 'blue'] }),
  line('Prada', ACC, 'Symbole Sunglasses', 400, 'sunglasses', 'W', { materials: [M.acetate], colors: ['black', 'white', 'brown'] }),
  line('Saint Laurent', BAG, 'Loulou', 2600, 'flap', 'W', { sizes: [['Small', 0.92], ['Medium', 1]], materials: [M.matelasse], colors: ['black', 'beige', 'red', 'grey'] }),
  line('Saint Laurent', BAG, 'Sac de Jour', 2900, 'bag', 'W', { sizes: [['Nano', 0.85], ['Small', 1]], materials: [mat('Grain de Poudre', 'Grain de poudre calfskin')], colors: ['black', 'tan', 'beige'] }),
  line('Saint Laurent', BAG, 'Kate Chain Bag', 2200, 'flap', 'W', { materials: [mat('Grain de Poudre', 'Grain de poudre calfskin'), mat('Crocodile-Embossed', 'Crocodile-embossed calfskin')], colors: ['black', 'red'] }),
  line('Saint Laurent', BAG, 'Icare Maxi Tote', 3200, 'tote', 'W', { materials: [mat('Quilted Lambskin', 'Quilted lambskin')], colors: ['black', 'beige'] }),
  line('Saint Laurent', SLG, 'Cassandre Card Case', 350, 'wallet', 'U', { materials: [mat(null, 'Grain de poudre calfskin')], colors: ['black', 'red', 'beige'], noun: 'card case' }),
  line('Saint Laurent', SHOES, 'Opyum Pumps', 1000, 'pump', 'W', { materials: [mat(null, 'Patent leather')], colors: ['black', 'red', 'beige'] }),
  line('Saint Laurent', SHOES, 'Tribute Sandals', 850, 'sandal', 'W', { materials: [mat(null, 'Patent leather')], colors: ['black', 'beige', 'gold'] }),
  line('Saint Laurent', RTW, 'Le Smoking Tuxedo Jacket', 3200, 'garment', 'W', { materials: [mat(null, 'Grain de poudre wool', 'Satin lapels')], colors: ['black'] }),
  line('Saint Laurent', ACC, 'Cassandre Belt', 500, 'belt', 'U', { materials: [M.calfskin], colors: ['black', 'tan'] }),
  line('Bottega Veneta', BAG, 'Cassette', 2600, 'flap', 'W', { materials: [M.intrecciato, mat('Padded Intrecciato', 'Padded intrecciato lambskin')], colors: ['black', 'green', 'tan', 'beige'] }),
  line('Bottega Veneta', BAG, 'Jodie', 2700, 'bag', 'W', { sizes: [['Mini', 0.9], ['Small', 1]], materials: [M.intrecciato], colors: ['black', 'green', 'tan', 'pink'] }),
  line('Bottega Veneta', BAG, 'The Pouch', 2300, 'flap', 'W', { materials: [mat(null, 'Butter calfskin')], colors: ['black', 'beige', 'green'] }),
  line('Bottega Veneta', BAG, 'Arco Tote', 3300, 'tote', 'W', { materials: [M.intrecciato], colors: ['black', 'tan', 'brown'] }),
  line('Bottega Veneta', SLG, 'Intrecciato Card Case', 380, 'wallet', 'U', { materials: [M.intrecciato], colors: ['black', 'green', 'brown'], noun: 'card case' }),
  line('Bottega Veneta', SHOES, 'Lido Sandals', 800, 'sandal', 'W', { materials: [mat(null, 'Intrecciato nappa')], colors: ['black', 'white', 'green'] }),
  line('Celine', BAG, 'Luggage', 2700, 'tote', 'W', { sizes: [['Nano', 0.9], ['Micro', 1]], materials: [mat('Drummed Calfskin', 'Drummed calfskin')], colors: ['black', 'tan', 'grey', 'beige'] }),
  line('Celine', BAG, 'Triomphe', 3700, 'flap', 'W', { sizes: [['Teen', 0.92], ['Classique', 1]], materials: [mat('Shiny Calfskin', 'Shiny calfskin'), mat('Triomphe Canvas', 'Triomphe canvas', 'Calfskin trim')], colors: ['black', 'tan', 'white'] }),
  line('Celine', BAG, 'Belt Bag', 2200, 'bag', 'W', { sizes: [['Nano', 0.85], ['Micro', 1]], materials: [mat('Grained Calfskin', 'Grained calfskin')], colors: ['black', 'grey', 'tan', 'beige'] }),
  line('Celine', BAG, 'Ava', 1800, 'flap', 'W', { materials: [mat('Triomphe Canvas', 'Triomphe canvas', 'Calfskin trim')], colors: ['tan', 'brown'] }),
  line('Celine', SLG, 'Triomphe Card Holder', 380, 'wallet', 'U', { materials: [mat(null, 'Shiny calfskin')], colors: ['black', 'tan'], noun: 'card holder' }),
  line('Celine', ACC, 'Triomphe Sunglasses', 450, 'sunglasses', 'W', { materials: [M.acetate], colors: ['black', 'brown'] }),
  line('Fendi', BAG, 'Baguette', 2800, 'flap', 'W', { sizes: [['Mini', 0.85], ['Medium', 1]], materials: [mat('FF Jacquard', 'FF jacquard fabric'), M.nappa, mat('Sequin', 'Sequinned fabric', null, 1.1, 0.4)], colors: ['brown', 'black', 'pink', 'silver'] }),
  line('Fendi', BAG, 'Peekaboo ISeeU', 4500, 'bag', 'W', { sizes: [['Small', 0.9], ['Medium', 1]], materials: [mat('Selleria', 'Selleria calfskin')], colors: ['black', 'tan', 'grey'] }),
  line('Fendi', BAG, 'First', 3200, 'flap', 'W', { sizes: [['Small', 0.92], ['Medium', 1]], materials: [M.nappa], colors: ['black', 'pink', 'white'] }),
  line('Fendi', BAG, 'Sunshine Shopper', 2300, 'tote', 'W', { materials: [M.calfskin], colors: ['black', 'beige', 'tan'] }),
  line('Fendi', ACC, 'FF Silk Wrappy', 250, 'scarf', 'W', { materials: [mat(null, 'Silk twill')], colors: SCARF_COLORS }),
  line('Fendi', RTW, 'Shearling Coat', 5500, 'garment', 'W', { materials: [mat(null, 'Shearling')], colors: ['brown', 'beige', 'black'] }),
  line('Loewe', BAG, 'Puzzle', 3200, 'bag', 'W', { sizes: [['Small', 0.92], ['Medium', 1]], materials: [mat('Classic Calfskin', 'Classic calfskin')], colors: ['tan', 'black', 'green', 'beige', 'grey'], weight: 4 }),
  line('Loewe', BAG, 'Hammock', 2700, 'bag', 'W', { sizes: [['Compact', 0.9], ['Small', 1]], materials: [mat(null, 'Classic calfskin')], colors: ['tan', 'black', 'beige'] }),
  line('Loewe', BAG, 'Flamenco Clutch', 2400, 'flap', 'W', { materials: [M.nappa], colors: ['tan', 'black', 'green'] }),
  line('Loewe', BAG, 'Basket Bag', 600, 'tote', 'W', { materials: [M.raffia], colors: ['beige', 'tan'] }),
  line('Loewe', SLG, 'Puzzle Card Holder', 330, 'wallet', 'U', { materials: [mat(null, 'Classic calfskin')], colors: ['tan', 'black', 'green'], noun: 'card holder' }),
  line('Loewe', HOME, 'Ceramic Vase', 1500, 'vase', 'U', { materials: [M.stoneware], colors: ['green', 'white', 'brown', 'blue'] }),
  line('Balenciaga', BAG, 'City', 1800, 'bag', 'W', { sizes: [['Small', 0.92], ['Medium', 1]], materials: [mat('Arena Lambskin', 'Arena lambskin')], colors: ['black', 'grey', 'tan', 'red'] }),
  line('Balenciaga', BAG, 'Le Cagole', 2100, 'flap', 'W', { sizes: [['XS', 0.9], ['Small', 1]], materials: [mat('Arena Lambskin', 'Arena lambskin')], colors: ['black', 'white', 'pink'] }),
  line('Balenciaga', BAG, 'Hourglass', 2100, 'bag', 'W', { sizes: [['XS', 0.9], ['Small', 1]], materials: [mat('Shiny Box Calfskin', 'Shiny box calfskin'), mat('Crocodile-Embossed', 'Crocodile-embossed calfskin')], colors: ['black', 'white', 'green'] }),
  line('Balenciaga', SHOES, 'Triple S Sneakers', 700, 'sneaker', 'U', { materials: [mat(null, 'Mesh and calfskin')], colors: ['white', 'black', 'grey', 'multicolour'] }),
  line('Balenciaga', SHOES, 'Track Sneakers', 700, 'sneaker', 'U', { materials: [mat(null, 'Mesh and nylon')], colors: ['black', 'white', 'grey'] }),
  line('Balenciaga', RTW, 'Oversized Hoodie', 700, 'garment', 'U', { materials: [mat(null, 'Cotton fleece')], colors: ['black', 'grey', 'white'] }),
  line('Goyard', BAG, 'Saint Louis', 2300, 'tote', 'U', { sizes: [['PM', 0.95], ['GM', 1]], materials: [M.goyardine], colors: ['black', 'tan', 'green', 'blue', 'red', 'grey', 'white'], weight: 4 }),
  line('Goyard', BAG, 'Artois', 3000, 'tote', 'U', { sizes: [['PM', 0.95], ['MM', 1]], materials: [M.goyardine], colors: ['black', 'tan', 'green', 'red'] }),
  line('Goyard', BAG, 'Anjou', 3200, 'tote', 'W', { sizes: [['Mini', 0.85], ['PM', 0.95], ['GM', 1]], materials: [M.goyardine], colors: ['black', 'tan', 'green', 'blue', 'red', 'grey'], weight: 3 }),
  line('Goyard', BAG, 'Belvedere', 2800, 'flap', 'U', { sizes: [['PM', 0.95], ['MM', 1]], materials: [M.goyardine], colors: ['black', 'tan', 'grey'] }),
  line('Goyard', BAG, 'Saigon', 5600, 'bag', 'W', { sizes: [['PM', 0.95], ['MM', 1]], materials: [M.goyardine], colors: ['black', 'tan', 'red'] }),
  line('Goyard', SLG, 'Saint Sulpice Card Holder', 420, 'wallet', 'U', { materials: [M.goyardine], colors: ['black', 'tan', 'green', 'red', 'grey'], weight: 2, noun: 'card holder' }),
  line('Goyard', SLG, 'Matignon Wallet', 900, 'wallet', 'U', { sizes: [['PM', 0.95], ['GM', 1]], materials: [M.goyardine], colors: ['black', 'tan'] }),
  line('Valentino', BAG, 'Roman Stud', 2800, 'flap', 'W', { sizes: [['Small', 0.92], ['Medium', 1]], materials: [M.nappa], colors: ['black', 'beige', 'pink'] }),
  line('Valentino', BAG, 'VSling', 2300, 'bag', 'W', { materials: [mat('Grainy Calfskin', 'Grainy calfskin')], colors: ['black', 'red', 'pink'] }),
  line('Valentino', SHOES, 'Rockstud Pumps 100', 1000, 'pump', 'W', { materials: [mat(null, 'Patent calfskin', 'Platinum-finish studs')], colors: ['black', 'beige', 'red'], weight: 2 }),
  line('Valentino', SHOES, 'Rockstud Sneakers', 550, 'sneaker', 'U', { materials: [M.calfskin], colors: ['white', 'black'] }),
  line('Valentino', RTW, 'Crepe Couture Dress', 2800, 'garment', 'W', { materials: [mat(null, 'Crepe couture')], colors: ['red', 'black', 'pink'] }),
  line('Givenchy', BAG, 'Antigona', 2000, 'bag', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [mat('Box Leather', 'Box leather')], colors: ['black', 'tan', 'beige'] }),
  line('Givenchy', BAG, 'Pandora', 1500, 'flap', 'W', { materials: [mat(null, 'Grained leather')], colors: ['black', 'grey', 'brown'] }),
  line('Givenchy', RTW, 'Tailored Wool Blazer', 2200, 'garment', 'M', { materials: [M.wool], colors: ['black', 'grey', 'blue'] }),
  line('Burberry', RTW, 'Kensington Trench Coat', 1900, 'garment', 'U', { materials: [M.cotton], colors: ['beige', 'black'], weight: 2 }),
  line('Burberry', ACC, 'Vintage Check Cashmere Scarf', 450, 'scarf', 'U', { materials: [M.cashmere], colors: ['beige', 'grey', 'red'], weight: 2 }),
  line('Burberry', BAG, 'TB Bag', 1600, 'flap', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [mat(null, 'Grainy leather')], colors: ['black', 'beige', 'red'] }),
  line('Christian Louboutin', SHOES, 'So Kate 120 Pumps', 700, 'pump', 'W', { materials: [mat(null, 'Patent calfskin'), mat(null, 'Kid leather')], colors: ['black', 'beige', 'red', 'pink'], weight: 3 }),
  line('Christian Louboutin', SHOES, 'Pigalle Follies 100', 900, 'pump', 'W', { materials: [mat(null, 'Patent calfskin')], colors: ['black', 'beige'], weight: 2 }),
  line('Christian Louboutin', SHOES, 'Louis Junior Spikes Sneakers', 650, 'sneaker', 'M', { materials: [M.calfskin], colors: ['black', 'white'] }),
  line('Christian Louboutin', BAG, 'Paloma Tote', 2000, 'tote', 'W', { materials: [mat(null, 'Calfskin', 'Spikes')], colors: ['black', 'red'] }),
  line('Miu Miu', BAG, 'Wander Matelassé Hobo', 1900, 'flap', 'W', { materials: [mat(null, 'Matelassé nappa')], colors: ['black', 'pink', 'white', 'blue'] }),
  line('Miu Miu', BAG, 'Arcadie', 2000, 'bag', 'W', { materials: [mat(null, 'Matelassé nappa')], colors: ['black', 'beige'] }),
  line('Miu Miu', SHOES, 'Satin Ballet Flats', 800, 'pump', 'W', { materials: [mat(null, 'Satin')], colors: ['pink', 'black', 'white'] }),
  line('Miu Miu', RTW, 'Cropped Cardigan', 1200, 'garment', 'W', { materials: [M.cashmere], colors: KNIT_COLORS }),
  line('Chloé', BAG, 'Marcie', 1300, 'flap', 'W', { sizes: [['Small', 0.95], ['Medium', 1]], materials: [mat(null, 'Grained calfskin')], colors: ['tan', 'brown', 'black', 'beige'] }),
  line('Chloé', BAG, 'Faye', 1200, 'flap', 'W', { materials: [mat(null, 'Suede and calfskin')], colors: ['tan', 'grey', 'black'] }),
  line('Chloé', BAG, 'Woody Tote', 900, 'tote', 'W', { materials: [mat(null, 'Linen canvas', 'Calfskin trim')], colors: ['beige', 'white'] }),
  line('Chloé', SHOES, 'Woody Slides', 450, 'sandal', 'W', { materials: [mat(null, 'Canvas')], colors: ['beige', 'white', 'black'] }),
];

/** How often each house appears: the four maisons of the header lead, as they do in the trade. */
export const BRAND_WEIGHTS: Readonly<Record<string, number>> = {
  'Hermès': 12, 'Chanel': 12, 'Louis Vuitton': 12, 'Dior': 9, 'Rolex': 4, 'Cartier': 4, 'Gucci': 4,
  'Goyard': 3, 'Prada': 3, 'Saint Laurent': 3, 'Bottega Veneta': 2.5, 'Celine': 2.5, 'Fendi': 2.5,
  'Van Cleef & Arpels': 2.5, 'Loewe': 2, 'Balenciaga': 2, 'Tiffany & Co.': 2, 'Bulgari': 2, 'Omega': 2,
  'Christian Louboutin': 1.5, 'Valentino': 1.5, 'Patek Philippe': 1.2, 'Audemars Piguet': 1, 'Tudor': 1.2,
  'Givenchy': 1.2, 'Burberry': 1.2, 'Miu Miu': 1.2, 'Chloé': 1.2,
};
