/**
 * The account area's demo data: three demo shoppers, and for them purchases, consignments and offers
 * in every state the pages draw. Local databases only: the local seed (src/cli/seed.ts) and the API
 * tests insert them through demo-sql.ts; no migration does, so production holds no demo account.
 *
 * Item snapshots name catalog items by id where the demo catalog generator lists that same model
 * (src/server/seed/generate-catalog.ts); the API links to the live listing only while the id still
 * carries that model, so a regenerated catalog can never make a purchase point at another item.
 * Amounts are whole Singapore dollars; times are ISO instants (Singapore time written as +08:00).
 */
import type { ConsignmentStep, DeliveryAddress, OrderStatus } from '../../../lib/contract/account-area.ts';
import type { ConsignmentRow } from '../consignments.queries.ts';
import type { OfferRow } from '../offers.queries.ts';

export interface DemoUser {
  email: string;
  password: string;
  /** accounts/passwords.ts format, made once from `password` (a unit test verifies they match). */
  passwordHash: string;
  full_name: string;
  mobile: string;
  phone_code: string;
  currency: string;
  gender: 'M' | 'W';
  date_of_birth: string;
  created_at: string;
}

export interface DemoItem {
  inventory_id: number | null;
  brand: string;
  model: string;
  condition: string;
  image_url: string;
  price_sgd: number;
}

/** A delivery address with its country by code (the answer names the country). */
export type DemoAddress = Omit<DeliveryAddress, 'country'> & { country_code: string };

export interface DemoOrder {
  id: string;
  email: string;
  status: OrderStatus;
  lines: DemoItem[];
  delivery_method: string;
  delivery_fee_sgd: number;
  discount_sgd: number;
  payment_method: string;
  address: DemoAddress;
  carrier: string | null;
  tracking_number: string | null;
  /** Every reached status with its time, oldest first; the first is when the order was placed. */
  events: [OrderStatus, string][];
}

/** A consignments row as the demo writes it: the owner by email, the category and store by id, its journey as events. */
export type DemoConsignment = Omit<ConsignmentRow, 'user_id' | 'category' | 'inclusions' | 'city' | 'address' | 'submitted_at' | 'updated_at' | 'live_id'> & {
  email: string;
  category_id: number;
  inclusions: string[];
  /** stores.id of the boutique the piece is handed in at. */
  store_id: number;
  events: [ConsignmentStep, string][];
};

/** An offers row as the demo writes it: the owner by email, times as ISO instants. */
export type DemoOffer = Omit<OfferRow, 'user_id' | 'live_id' | 'created_at' | 'decided_at' | 'expires_at'> & {
  email: string;
  created_at: string;
  decided_at: string | null;
  expires_at: string | null;
};

const img = (shape: string, colour: string, seed: number) => `/images/products/${shape}/${colour}/${seed}-1-600.svg`;

export const DEMO_PASSWORD = 'Demo123!';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'demo@reluxe.sg',
    password: DEMO_PASSWORD,
    passwordHash: 'pbkdf2-sha256$6x100000$8dj8FjHh1pZki_QOywN5wQ$2HZgKJ7pjauJUZq_3RzAf7vvQh-3F2mHPu2GkTyJTAc',
    full_name: 'Amelia Tan',
    mobile: '91234567',
    phone_code: '+65',
    currency: 'SGD',
    gender: 'W',
    date_of_birth: '1990-04-18',
    created_at: '2026-03-02T10:15:00+08:00',
  },
  {
    email: 'collector@reluxe.sg',
    password: DEMO_PASSWORD,
    passwordHash: 'pbkdf2-sha256$6x100000$Oy7xvZwjixR0OGvTiVnQRg$vWw-4oQWLnp2Hh_XbKFtlTPpPblPy8tdh6Lza12HaQU',
    full_name: 'Marcus Lim',
    mobile: '98765432',
    phone_code: '+65',
    currency: 'USD',
    gender: 'M',
    date_of_birth: '1984-11-02',
    created_at: '2026-05-20T19:40:00+08:00',
  },
  {
    email: 'newcomer@reluxe.sg',
    password: DEMO_PASSWORD,
    passwordHash: 'pbkdf2-sha256$6x100000$f8LSF78muGm8eij8HiRyIA$jAIkGZYNB1Zy-29YbKYznY96OGWnI9vC1A9wfdM1G2E',
    full_name: 'Nadia Rahman',
    mobile: '87654321',
    phone_code: '+65',
    currency: 'SGD',
    gender: 'W',
    date_of_birth: '1996-07-09',
    created_at: '2026-11-10T08:05:00+08:00',
  },
];

const AMELIA_HOME: DemoAddress = {
  recipient: 'Amelia Tan',
  phone: '+65 9123 4567',
  line1: '12 Cuscaden Walk',
  line2: '#15-03',
  city: 'Singapore',
  postal_code: '249692',
  country_code: 'SG',
};
const AMELIA_OFFICE: DemoAddress = {
  recipient: 'Amelia Tan',
  phone: '+65 9123 4567',
  line1: '8 Marina View',
  line2: 'Asia Square Tower 1, Level 32',
  city: 'Singapore',
  postal_code: '018960',
  country_code: 'SG',
};
const MARCUS_HOME: DemoAddress = {
  recipient: 'Marcus Lim',
  phone: '+65 9876 5432',
  line1: '1 Draycott Park',
  line2: '#09-01',
  city: 'Singapore',
  postal_code: '259383',
  country_code: 'SG',
};
const ORCHARD_BOUTIQUE: DemoAddress = {
  recipient: 'Amelia Tan',
  phone: '+65 9123 4567',
  line1: '391 Orchard Road',
  line2: '#12-01 Ngee Ann City Tower B',
  city: 'Singapore',
  postal_code: '238872',
  country_code: 'SG',
};

/** An order of the demo shopper: no discount and no carrier yet unless it says so. */
function order(fields: Omit<DemoOrder, 'email' | 'discount_sgd' | 'carrier' | 'tracking_number'> & Partial<DemoOrder>): DemoOrder {
  return { email: 'demo@reluxe.sg', discount_sgd: 0, carrier: null, tracking_number: null, ...fields };
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  order({
    id: 'RLX-100245',
    status: 'pending_payment',
    lines: [{ inventory_id: 229, brand: 'Chanel', model: 'Classic Flap Small Lambskin Gold Hardware', condition: 'Pristine', image_url: img('flap', 'beige', 229), price_sgd: 11500 }],
    delivery_method: 'Express',
    delivery_fee_sgd: 35,
    payment_method: 'Bank transfer',
    address: AMELIA_HOME,
    events: [['pending_payment', '2026-11-20T21:14:00+08:00']],
  }),
  order({
    id: 'RLX-100238',
    status: 'paid',
    lines: [{ inventory_id: 441, brand: 'Cartier', model: 'Love Ring', condition: 'Pristine', image_url: img('ring', 'pink', 441), price_sgd: 2350 }],
    delivery_method: 'Standard',
    delivery_fee_sgd: 15,
    payment_method: 'Visa ending 4242',
    address: AMELIA_HOME,
    events: [
      ['pending_payment', '2026-11-17T13:02:00+08:00'],
      ['paid', '2026-11-17T13:03:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100231',
    status: 'processing',
    lines: [
      { inventory_id: 151, brand: 'Hermès', model: 'Birkin 30 Togo Palladium Hardware', condition: 'Very Good', image_url: img('bag', 'white', 151), price_sgd: 24100 },
      { inventory_id: 102, brand: 'Hermès', model: 'Twilly', condition: 'Excellent', image_url: img('scarf', 'beige', 102), price_sgd: 270 },
    ],
    delivery_method: 'Express',
    delivery_fee_sgd: 35,
    payment_method: 'Mastercard ending 5100',
    address: AMELIA_HOME,
    events: [
      ['pending_payment', '2026-11-12T10:41:00+08:00'],
      ['paid', '2026-11-12T10:42:00+08:00'],
      ['processing', '2026-11-13T09:30:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100219',
    status: 'shipped',
    lines: [{ inventory_id: 321, brand: 'Rolex', model: 'Datejust 36mm', condition: 'Very Good', image_url: img('watch', 'grey', 321), price_sgd: 12900 }],
    delivery_method: 'Express',
    delivery_fee_sgd: 35,
    payment_method: 'Visa ending 4242',
    address: AMELIA_OFFICE,
    carrier: 'DHL Express',
    tracking_number: '4829 1037 56',
    events: [
      ['pending_payment', '2026-11-06T16:20:00+08:00'],
      ['paid', '2026-11-06T16:21:00+08:00'],
      ['processing', '2026-11-07T10:05:00+08:00'],
      ['shipped', '2026-11-09T15:45:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100204',
    status: 'delivered',
    lines: [
      { inventory_id: 20, brand: 'Chanel', model: 'Classic Flap Small Lambskin Gold Hardware', condition: 'Excellent', image_url: img('flap', 'black', 20), price_sgd: 11100 },
      { inventory_id: 138, brand: 'Dior', model: 'Lady Dior Wallet Cannage Lambskin', condition: 'Very Good', image_url: img('wallet', 'black', 138), price_sgd: 960 },
      { inventory_id: 263, brand: 'Christian Louboutin', model: 'Pigalle Follies 100', condition: 'Good', image_url: img('pump', 'black', 263), price_sgd: 740 },
      { inventory_id: 62, brand: 'Cartier', model: 'Panthère Sunglasses', condition: 'Excellent', image_url: img('sunglasses', 'silver', 62), price_sgd: 980 },
    ],
    delivery_method: 'Standard',
    delivery_fee_sgd: 15,
    discount_sgd: 250,
    payment_method: 'Visa ending 4242',
    address: AMELIA_HOME,
    carrier: 'Ninja Van',
    tracking_number: 'NVSGRLX100204',
    events: [
      ['pending_payment', '2026-10-22T19:55:00+08:00'],
      ['paid', '2026-10-22T19:56:00+08:00'],
      ['processing', '2026-10-23T11:10:00+08:00'],
      ['shipped', '2026-10-24T14:30:00+08:00'],
      ['delivered', '2026-10-25T12:18:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100187',
    status: 'delivered',
    lines: [{ inventory_id: 417, brand: 'Louis Vuitton', model: 'OnTheGo GM Monogram', condition: 'Pristine', image_url: img('tote', 'brown', 417), price_sgd: 4100 }],
    delivery_method: 'Boutique collection',
    delivery_fee_sgd: 0,
    payment_method: 'PayNow',
    address: ORCHARD_BOUTIQUE,
    events: [
      ['pending_payment', '2026-09-30T12:00:00+08:00'],
      ['paid', '2026-09-30T12:04:00+08:00'],
      ['processing', '2026-10-01T10:00:00+08:00'],
      ['shipped', '2026-10-02T10:30:00+08:00'],
      ['delivered', '2026-10-03T17:45:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100166',
    status: 'cancelled',
    lines: [{ inventory_id: 155, brand: 'Dior', model: 'Lady Dior Mini Cannage Lambskin', condition: 'Fair', image_url: img('bag', 'red', 155), price_sgd: 4150 }],
    delivery_method: 'Standard',
    delivery_fee_sgd: 15,
    payment_method: 'Visa ending 4242',
    address: AMELIA_HOME,
    events: [
      ['pending_payment', '2026-09-12T09:25:00+08:00'],
      ['paid', '2026-09-12T09:26:00+08:00'],
      ['cancelled', '2026-09-12T18:02:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100142',
    status: 'delivered',
    lines: [{ inventory_id: 340, brand: 'Tiffany & Co.', model: 'HardWear Link Bracelet', condition: 'Very Good', image_url: img('bracelet', 'silver', 340), price_sgd: 5000 }],
    delivery_method: 'Standard',
    delivery_fee_sgd: 15,
    payment_method: 'Mastercard ending 5100',
    address: AMELIA_HOME,
    carrier: 'Ninja Van',
    tracking_number: 'NVSGRLX100142',
    events: [
      ['pending_payment', '2026-08-25T20:10:00+08:00'],
      ['paid', '2026-08-25T20:11:00+08:00'],
      ['processing', '2026-08-26T10:20:00+08:00'],
      ['shipped', '2026-08-27T13:00:00+08:00'],
      ['delivered', '2026-08-28T11:35:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100118',
    status: 'cancelled',
    lines: [{ inventory_id: 412, brand: 'Rolex', model: 'Day-Date 40mm', condition: 'Excellent', image_url: img('watch', 'green', 412), price_sgd: 56100 }],
    delivery_method: 'Express',
    delivery_fee_sgd: 35,
    payment_method: 'Bank transfer',
    address: AMELIA_HOME,
    events: [
      ['pending_payment', '2026-08-03T22:40:00+08:00'],
      ['cancelled', '2026-08-05T22:40:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100240',
    email: 'collector@reluxe.sg',
    status: 'shipped',
    lines: [{ inventory_id: 191, brand: 'Patek Philippe', model: 'Aquanaut 5167A 40mm', condition: 'Very Good', image_url: img('watch', 'black', 191), price_sgd: 49100 }],
    delivery_method: 'Express',
    delivery_fee_sgd: 35,
    payment_method: 'Amex ending 1005',
    address: MARCUS_HOME,
    carrier: 'DHL Express',
    tracking_number: '4829 2210 93',
    events: [
      ['pending_payment', '2026-11-18T11:00:00+08:00'],
      ['paid', '2026-11-18T11:01:00+08:00'],
      ['processing', '2026-11-18T16:30:00+08:00'],
      ['shipped', '2026-11-19T10:15:00+08:00'],
    ],
  }),
  order({
    id: 'RLX-100199',
    email: 'collector@reluxe.sg',
    status: 'delivered',
    lines: [{ inventory_id: 148, brand: 'Omega', model: 'Seamaster Diver 300M 42mm', condition: 'Very Good', image_url: img('watch', 'blue', 148), price_sgd: 4450 }],
    delivery_method: 'Standard',
    delivery_fee_sgd: 15,
    payment_method: 'Amex ending 1005',
    address: MARCUS_HOME,
    carrier: 'Ninja Van',
    tracking_number: 'NVSGRLX100199',
    events: [
      ['pending_payment', '2026-10-14T09:00:00+08:00'],
      ['paid', '2026-10-14T09:02:00+08:00'],
      ['processing', '2026-10-15T10:00:00+08:00'],
      ['shipped', '2026-10-16T12:00:00+08:00'],
      ['delivered', '2026-10-17T15:20:00+08:00'],
    ],
  }),
];

export const DEMO_CONSIGNMENTS: readonly DemoConsignment[] = [
  {
    id: 3108,
    email: 'demo@reluxe.sg',
    status: 'requested',
    stage: null,
    inventory_id: null,
    brand: 'Hermès',
    model: 'Kelly 28 Sellier Epsom Gold Hardware',
    category_id: 1,
    condition: 'Excellent',
    colour: 'Black',
    description: 'Bought at the Hermès Liat Tower boutique in 2021 and carried a handful of times. Corners crisp, no scratches on the hardware.',
    inclusions: ['Dust bag', 'Box', 'Clochette, lock and keys', 'Receipt'],
    image_url: img('bag', 'black', 903108),
    asking_price_sgd: 21500,
    listing_price_sgd: null,
    sold_price_sgd: null,
    commission_percent: 15,
    rejection_reason: null,
    store_id: 1,
    events: [['requested', '2026-11-18T20:30:00+08:00']],
  },
  {
    id: 3102,
    email: 'demo@reluxe.sg',
    status: 'rejected',
    stage: null,
    inventory_id: null,
    brand: 'Louis Vuitton',
    model: 'Neverfull MM Monogram',
    category_id: 1,
    condition: 'Fair',
    colour: 'Brown',
    description: 'Everyday tote, well loved. Some darkening on the handles.',
    inclusions: ['Pouch'],
    image_url: img('tote', 'brown', 903102),
    asking_price_sgd: 2600,
    listing_price_sgd: null,
    sold_price_sgd: null,
    commission_percent: 20,
    rejection_reason:
      'The wear to the handles and lining is beyond what our clients accept at this price. We would be glad to look at it again after a professional restoration.',
    store_id: 1,
    events: [
      ['requested', '2026-11-02T09:10:00+08:00'],
      ['rejected', '2026-11-04T15:00:00+08:00'],
    ],
  },
  {
    id: 3097,
    email: 'demo@reluxe.sg',
    status: 'approved',
    stage: null,
    inventory_id: null,
    brand: 'Chanel',
    model: 'Boy Bag Old Medium Caviar',
    category_id: 1,
    condition: 'Very Good',
    colour: 'Navy',
    description: 'Ruthenium hardware, light rubbing on two corners, interior clean.',
    inclusions: ['Dust bag', 'Authenticity card'],
    image_url: img('flap', 'blue', 903097),
    asking_price_sgd: 6800,
    listing_price_sgd: 6500,
    sold_price_sgd: null,
    commission_percent: 18,
    rejection_reason: null,
    store_id: 1,
    events: [
      ['requested', '2026-10-27T18:45:00+08:00'],
      ['approved', '2026-10-29T11:20:00+08:00'],
    ],
  },
  {
    id: 3089,
    email: 'demo@reluxe.sg',
    status: 'approved',
    stage: 'received',
    inventory_id: null,
    brand: 'Cartier',
    model: 'Juste un Clou Bracelet',
    category_id: 5,
    condition: 'Excellent',
    colour: 'Gold',
    description: '18k yellow gold, size 16. Worn occasionally; no dents.',
    inclusions: ['Box', 'Certificate of authenticity'],
    image_url: img('bracelet', 'gold', 903089),
    asking_price_sgd: 9200,
    listing_price_sgd: 8900,
    sold_price_sgd: null,
    commission_percent: 15,
    rejection_reason: null,
    store_id: 1,
    events: [
      ['requested', '2026-10-15T10:00:00+08:00'],
      ['approved', '2026-10-16T16:40:00+08:00'],
      ['received', '2026-11-14T14:05:00+08:00'],
    ],
  },
  {
    id: 3076,
    email: 'demo@reluxe.sg',
    status: 'approved',
    stage: 'authenticated',
    inventory_id: null,
    brand: 'Rolex',
    model: 'Submariner Date 41mm',
    category_id: 7,
    condition: 'Excellent',
    colour: 'Black',
    description: 'Reference 126610LN, 2022 card, serviced last year. Keeps excellent time.',
    inclusions: ['Box', 'Warranty card', 'Extra links'],
    image_url: img('watch', 'black', 903076),
    asking_price_sgd: 16800,
    listing_price_sgd: 16200,
    sold_price_sgd: null,
    commission_percent: 12,
    rejection_reason: null,
    store_id: 1,
    events: [
      ['requested', '2026-10-02T12:30:00+08:00'],
      ['approved', '2026-10-03T10:15:00+08:00'],
      ['received', '2026-10-08T13:00:00+08:00'],
      ['authenticated', '2026-10-21T17:25:00+08:00'],
    ],
  },
  {
    id: 3064,
    email: 'demo@reluxe.sg',
    status: 'approved',
    stage: 'listed',
    inventory_id: 41,
    brand: 'Dior',
    model: 'Book Tote Medium Oblique',
    category_id: 1,
    condition: 'Very Good',
    colour: 'Blue',
    description: 'Dior Oblique jacquard, light marks on the base, handles in good shape.',
    inclusions: ['Dust bag'],
    image_url: img('tote', 'multicolour', 41),
    asking_price_sgd: 3600,
    listing_price_sgd: 3500,
    sold_price_sgd: null,
    commission_percent: 20,
    rejection_reason: null,
    store_id: 1,
    events: [
      ['requested', '2026-09-08T09:00:00+08:00'],
      ['approved', '2026-09-09T15:30:00+08:00'],
      ['received', '2026-09-13T11:00:00+08:00'],
      ['authenticated', '2026-09-19T16:00:00+08:00'],
      ['listed', '2026-09-22T10:00:00+08:00'],
    ],
  },
  {
    id: 3051,
    email: 'demo@reluxe.sg',
    status: 'approved',
    stage: 'sold',
    inventory_id: 213,
    brand: 'Bottega Veneta',
    model: 'Arco Tote Intrecciato',
    category_id: 1,
    condition: 'Pristine',
    colour: 'Tan',
    description: 'Unused, still with the protective film on the hardware.',
    inclusions: ['Dust bag', 'Box'],
    image_url: img('tote', 'tan', 213),
    asking_price_sgd: 4300,
    listing_price_sgd: 4150,
    sold_price_sgd: 3950,
    commission_percent: 18,
    rejection_reason: null,
    store_id: 1,
    events: [
      ['requested', '2026-08-11T10:00:00+08:00'],
      ['approved', '2026-08-12T12:00:00+08:00'],
      ['received', '2026-08-15T15:00:00+08:00'],
      ['authenticated', '2026-08-20T11:00:00+08:00'],
      ['listed', '2026-08-22T10:00:00+08:00'],
      ['sold', '2026-09-30T12:04:00+08:00'],
    ],
  },
  {
    id: 3033,
    email: 'demo@reluxe.sg',
    status: 'approved',
    stage: 'paid_out',
    inventory_id: 31,
    brand: 'Hermès',
    model: 'Picotin Lock 22 Clemence Gold Hardware',
    category_id: 1,
    condition: 'Excellent',
    colour: 'Tan',
    description: 'Gold Clemence with gold hardware; lightly carried.',
    inclusions: ['Dust bag', 'Box', 'Clochette, lock and keys'],
    image_url: img('tote', 'tan', 31),
    asking_price_sgd: 5600,
    listing_price_sgd: 5450,
    sold_price_sgd: 5100,
    commission_percent: 15,
    rejection_reason: null,
    store_id: 1,
    events: [
      ['requested', '2026-06-30T10:00:00+08:00'],
      ['approved', '2026-07-01T15:00:00+08:00'],
      ['received', '2026-07-04T12:00:00+08:00'],
      ['authenticated', '2026-07-09T10:30:00+08:00'],
      ['listed', '2026-07-11T10:00:00+08:00'],
      ['sold', '2026-07-28T19:45:00+08:00'],
      ['paid_out', '2026-08-11T10:00:00+08:00'],
    ],
  },
  {
    id: 3091,
    email: 'collector@reluxe.sg',
    status: 'requested',
    stage: null,
    inventory_id: null,
    brand: 'Audemars Piguet',
    model: 'Royal Oak 15500ST 41mm',
    category_id: 7,
    condition: 'Excellent',
    colour: 'Blue',
    description: 'Blue Grande Tapisserie dial, full set from 2021.',
    inclusions: ['Box', 'Warranty card', 'Manual'],
    image_url: img('watch', 'blue', 903091),
    asking_price_sgd: 68000,
    listing_price_sgd: null,
    sold_price_sgd: null,
    commission_percent: 10,
    rejection_reason: null,
    store_id: 1,
    events: [['requested', '2026-10-18T12:00:00+08:00']],
  },
];

export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    id: 7021,
    email: 'demo@reluxe.sg',
    inventory_id: 10,
    brand: 'Chanel',
    model: 'Tweed Jacket',
    image_url: img('garment', 'beige', 10),
    listed_price_sgd: 6100,
    min_offer_price_sgd: 5750,
    amount_sgd: 5800,
    status: 'requested',
    response_note: null,
    created_at: '2026-11-19T22:10:00+08:00',
    decided_at: null,
    expires_at: null,
  },
  {
    id: 7018,
    email: 'demo@reluxe.sg',
    inventory_id: 237,
    brand: 'Hermès',
    model: 'Constance 18 Swift Palladium Hardware',
    image_url: img('flap', 'green', 237),
    listed_price_sgd: 18100,
    min_offer_price_sgd: 16000,
    amount_sgd: 16200,
    status: 'approved',
    response_note: 'Your offer has been accepted. The piece is held for you at this price.',
    created_at: '2026-11-15T19:00:00+08:00',
    decided_at: '2026-11-16T10:30:00+08:00',
    expires_at: '2026-11-23T10:30:00+08:00',
  },
  {
    id: 7014,
    email: 'demo@reluxe.sg',
    inventory_id: 180,
    brand: 'Van Cleef & Arpels',
    model: 'Vintage Alhambra Necklace 10 Motifs',
    image_url: img('necklace', 'black', 180),
    listed_price_sgd: 8150,
    min_offer_price_sgd: 7500,
    amount_sgd: 7500,
    status: 'rejected',
    response_note: 'The consignor would like to hold the listed price for now.',
    created_at: '2026-11-08T12:45:00+08:00',
    decided_at: '2026-11-09T09:15:00+08:00',
    expires_at: null,
  },
  {
    id: 7011,
    email: 'demo@reluxe.sg',
    inventory_id: 179,
    brand: 'Tudor',
    model: 'Black Bay GMT 41mm',
    image_url: img('watch', 'black', 179),
    listed_price_sgd: 4800,
    min_offer_price_sgd: 4500,
    amount_sgd: 4550,
    status: 'requested',
    response_note: null,
    created_at: '2026-11-03T08:30:00+08:00',
    decided_at: null,
    expires_at: null,
  },
  {
    id: 7006,
    email: 'demo@reluxe.sg',
    inventory_id: 52,
    brand: 'Saint Laurent',
    model: 'Loulou Small Matelassé',
    image_url: img('flap', 'grey', 52),
    listed_price_sgd: 2500,
    min_offer_price_sgd: 2300,
    amount_sgd: 2300,
    status: 'approved',
    response_note: 'Your offer has been accepted.',
    created_at: '2026-10-20T17:20:00+08:00',
    decided_at: '2026-10-21T10:00:00+08:00',
    expires_at: '2026-10-28T10:00:00+08:00',
  },
  {
    id: 7002,
    email: 'demo@reluxe.sg',
    inventory_id: 145,
    brand: 'Chloé',
    model: 'Marcie Medium',
    image_url: img('flap', 'tan', 145),
    listed_price_sgd: 1300,
    min_offer_price_sgd: 1200,
    amount_sgd: 1200,
    status: 'rejected',
    response_note: 'The consignor has accepted another offer.',
    created_at: '2026-10-05T21:00:00+08:00',
    decided_at: '2026-10-06T11:40:00+08:00',
    expires_at: null,
  },
  {
    id: 6995,
    email: 'demo@reluxe.sg',
    inventory_id: 95,
    brand: 'Saint Laurent',
    model: 'Icare Maxi Tote Quilted Lambskin',
    image_url: img('tote', 'black', 95),
    listed_price_sgd: 3450,
    min_offer_price_sgd: 3050,
    amount_sgd: 3100,
    status: 'requested',
    response_note: null,
    created_at: '2026-09-28T14:50:00+08:00',
    decided_at: null,
    expires_at: null,
  },
  {
    id: 7019,
    email: 'collector@reluxe.sg',
    inventory_id: 118,
    brand: 'Dior',
    model: 'La D de Dior 38mm',
    image_url: img('watch', 'pink', 118),
    listed_price_sgd: 5350,
    min_offer_price_sgd: 5050,
    amount_sgd: 5100,
    status: 'requested',
    response_note: null,
    created_at: '2026-11-16T09:30:00+08:00',
    decided_at: null,
    expires_at: null,
  },
];
