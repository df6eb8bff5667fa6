import type { AddOn } from '@camping/domain/catalogue/add-on';

/** Optional extras: the `addOns` collection. */
export const ADD_ONS: AddOn[] = [
  {
    id: 'firewood',
    name: 'Firewood bundle',
    description: 'Dry, sustainably sourced hardwood and fire-starters, where fires are permitted.',
    priceCents: 2_500,
    per: 'stay',
    maxQuantity: 4,
  },
  {
    id: 'breakfast-hamper',
    name: 'Breakfast hamper',
    description:
      'Local bread, eggs, bacon or mushrooms, fruit, juice and coffee for two, each morning.',
    priceCents: 4_500,
    per: 'night',
    maxQuantity: 3,
  },
  {
    id: 'kayak',
    name: 'Kayak hire',
    description:
      'A double sit-on-top kayak with paddles and life jackets, delivered with your set-up.',
    priceCents: 6_000,
    per: 'night',
    maxQuantity: 2,
  },
  {
    id: 'extra-sleeper',
    name: 'Extra sleeping kit',
    description:
      'A stretcher or mattress with a sleeping bag, pillow and linen for one more camper.',
    priceCents: 2_000,
    per: 'night',
    maxQuantity: 3,
    sleeps: 1,
  },
];
