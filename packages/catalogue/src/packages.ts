import type { CampingPackage } from '@camping/domain/catalogue/camping-package';

/** What the crew sets up: the `packages` collection. */
export const CAMPING_PACKAGES: CampingPackage[] = [
  {
    id: 'essentials',
    name: 'Essentials',
    summary: 'A cosy dome tent for two, made up and ready when you arrive.',
    description:
      'Our simplest set-up: a waterproof three-person dome tent with two self-inflating mattresses, sleeping bags, pillows, camp chairs, a table, a lantern and a gas cooker with cookware.',
    sleeps: 2,
    nightlyRateCents: 14_900,
    includes: [
      'Three-person dome tent',
      'Two self-inflating mattresses',
      'Sleeping bags and pillows',
      'Two camp chairs and a folding table',
      'LED lantern',
      'Two-burner gas cooker, cookware and utensils',
    ],
    kitCount: 6,
    sortOrder: 1,
  },
  {
    id: 'family-basecamp',
    name: 'Family Basecamp',
    summary: 'A roomy cabin tent for up to five, with a full camp kitchen.',
    description:
      'A six-person cabin tent with a separate bedroom, stretcher beds, linen, an undercover living area, a full camp kitchen with fridge, and lighting throughout.',
    sleeps: 5,
    nightlyRateCents: 22_900,
    includes: [
      'Six-person cabin tent with awning',
      'Five stretcher beds with linen and pillows',
      'Camp kitchen: two-burner stove, 40 L fridge, cookware',
      'Table and five camp chairs',
      'Festoon lights and lanterns',
      'Water jerry can and wash station',
    ],
    kitCount: 4,
    sortOrder: 2,
  },
  {
    id: 'glamping-bell-tent',
    name: 'Glamping Bell Tent',
    summary: 'A canvas bell tent with a queen bed, rugs and fairy lights.',
    description:
      'A five-metre canvas bell tent furnished with a queen bed and hotel linen, rugs, bedside tables, fairy lights, a lounge area outside and a gourmet camp kitchen.',
    sleeps: 2,
    nightlyRateCents: 28_900,
    includes: [
      'Five-metre canvas bell tent',
      'Queen bed with hotel linen',
      'Rugs, bedside tables and fairy lights',
      'Outdoor lounge and fire-pit chairs',
      'Gourmet camp kitchen with fridge and coffee press',
    ],
    kitCount: 3,
    sortOrder: 3,
  },
];
