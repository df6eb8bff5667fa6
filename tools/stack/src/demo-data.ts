import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates';
import type { AddOn } from '@camping/domain/schemas/add-on';
import type { CampingPackage } from '@camping/domain/schemas/camping-package';
import type { DateRange } from '@camping/domain/schemas/common';
import type { Location } from '@camping/domain/schemas/location';

/** The demo catalogue: real campgrounds within two hours of Sydney, and the packages we set up. */
export const DEMO_PACKAGES: CampingPackage[] = [
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

const ALL_PACKAGES = DEMO_PACKAGES.map((p) => p.id);

export const DEMO_LOCATIONS: Location[] = [
  {
    id: 'bouddi-putty-beach',
    name: 'Putty Beach, Bouddi National Park',
    region: 'Central Coast',
    summary: 'Beachfront camping behind the dunes of Putty Beach.',
    description:
      'A grassy campground a few steps from the surf at Putty Beach, with the Bouddi coastal walk on the doorstep. Ideal for families and beach lovers.',
    driveMinutes: 85,
    coordinates: { lat: -33.5203, lng: 151.3717 },
    facilities: ['Toilets', 'Hot showers', 'Barbecues', 'Picnic tables', 'Drinking water'],
    packageIds: ALL_PACKAGES,
    closures: [],
    image: { src: '/images/locations/bouddi-putty-beach.svg', alt: 'Tents behind the dunes at Putty Beach' },
  },
  {
    id: 'royal-bonnie-vale',
    name: 'Bonnie Vale, Royal National Park',
    region: 'Sutherland Shire',
    summary: 'Shady sites on Port Hacking, close to Bundeena and the ferry.',
    description:
      'Bonnie Vale sits on the calm waters of Port Hacking, with swimming, kayaking and the Coast Track nearby. The closest real bush camping to the city.',
    driveMinutes: 60,
    coordinates: { lat: -34.0878, lng: 151.1205 },
    facilities: ['Toilets', 'Hot showers', 'Barbecues', 'Picnic tables'],
    packageIds: ALL_PACKAGES,
    closures: [],
    image: { src: '/images/locations/royal-bonnie-vale.svg', alt: 'Campsite under trees beside Port Hacking' },
  },
  {
    id: 'blue-mountains-euroka',
    name: 'Euroka, Blue Mountains National Park',
    region: 'Blue Mountains',
    summary: 'Open grassy flats where kangaroos graze at dusk.',
    description:
      'Euroka campground near Glenbrook is famous for its eastern grey kangaroos. Walk to the Nepean River lookouts or the swimming holes of Glenbrook Creek.',
    driveMinutes: 75,
    coordinates: { lat: -33.7947, lng: 150.6178 },
    facilities: ['Toilets', 'Barbecues', 'Picnic tables', 'Fire rings'],
    packageIds: ['essentials', 'family-basecamp'],
    closures: [],
    image: { src: '/images/locations/blue-mountains-euroka.svg', alt: 'Kangaroos grazing near tents at Euroka' },
  },
  {
    id: 'lane-cove-river',
    name: 'Lane Cove River Tourist Park',
    region: 'North Shore',
    summary: 'Bush camping twenty minutes from the CBD.',
    description:
      'A leafy park inside Lane Cove National Park with a pool, walking tracks along the river and trains to the city nearby: camping without the long drive.',
    driveMinutes: 25,
    coordinates: { lat: -33.7808, lng: 151.1403 },
    facilities: ['Toilets', 'Hot showers', 'Swimming pool', 'Camp kitchen', 'Laundry'],
    packageIds: ALL_PACKAGES,
    closures: [],
    image: { src: '/images/locations/lane-cove-river.svg', alt: 'Tent among gum trees at Lane Cove' },
  },
  {
    id: 'dharug-mill-creek',
    name: 'Mill Creek, Dharug National Park',
    region: 'Hawkesbury',
    summary: 'A quiet creek-side valley near Wisemans Ferry.',
    description:
      'Mill Creek is a peaceful campground beside the Hawkesbury River, with bushwalks along the convict-built Great North Road and canoeing on the creek.',
    driveMinutes: 80,
    coordinates: { lat: -33.3878, lng: 151.0413 },
    facilities: ['Toilets', 'Hot showers', 'Barbecues', 'Picnic tables'],
    packageIds: ['essentials', 'family-basecamp'],
    closures: [],
    image: { src: '/images/locations/dharug-mill-creek.svg', alt: 'Campsite beside Mill Creek' },
  },
  {
    id: 'munmorah-frazer-beach',
    name: 'Frazer Beach, Munmorah State Conservation Area',
    region: 'Lake Macquarie',
    summary: 'Sheltered beach camping with whale watching in winter.',
    description:
      'Frazer campground sits behind a sheltered beach at the northern end of Munmorah, with rock pools, snorkelling and humpback whales passing from May to November.',
    driveMinutes: 95,
    coordinates: { lat: -33.1856, lng: 151.6256 },
    facilities: ['Toilets', 'Cold showers', 'Barbecues', 'Picnic tables'],
    packageIds: ALL_PACKAGES,
    closures: [],
    image: { src: '/images/locations/munmorah-frazer-beach.svg', alt: 'Tents above Frazer Beach' },
  },
  {
    id: 'killalea-shell-cove',
    name: 'Killalea Regional Park',
    region: 'Illawarra',
    summary: 'Surf camping above The Farm and Mystics beaches.',
    description:
      'Killalea sits on rolling green hills above two of the South Coast’s best surf breaks, with coastal walks, birdwatching and room for the kids to run.',
    driveMinutes: 90,
    coordinates: { lat: -34.6014, lng: 150.8597 },
    facilities: ['Toilets', 'Hot showers', 'Camp kitchen', 'Barbecues'],
    packageIds: ALL_PACKAGES,
    closures: [],
    image: { src: '/images/locations/killalea-shell-cove.svg', alt: 'Tents on green hills above the surf' },
  },
];

export const DEMO_ADD_ONS: AddOn[] = [
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
    description: 'Local bread, eggs, bacon or mushrooms, fruit, juice and coffee for two, each morning.',
    priceCents: 4_500,
    per: 'night',
    maxQuantity: 3,
  },
  {
    id: 'kayak',
    name: 'Kayak hire',
    description: 'A double sit-on-top kayak with paddles and life jackets, delivered with your set-up.',
    priceCents: 6_000,
    per: 'night',
    maxQuantity: 2,
  },
];

export interface AvailabilitySettings {
  minNoticeDays: number;
  horizonDays: number;
  blackouts: DateRange[];
}

export function demoAvailabilitySettings(today: IsoDate = todayInSydney()): AvailabilitySettings {
  const year = Number(today.slice(0, 4));
  return {
    minNoticeDays: 3,
    horizonDays: 365,
    blackouts: [year, year + 1].map((y) => ({
      from: `${y}-12-24` as IsoDate,
      to: `${y}-12-26` as IsoDate,
      reason: 'Crew Christmas break',
    })),
  };
}

/** A few fully booked nights a fortnight out, so the calendar shows real unavailability. */
export function demoBookedNights(
  today: IsoDate = todayInSydney(),
): { packageId: string; date: IsoDate; kitsInUse: number }[] {
  const glamping = DEMO_PACKAGES.find((p) => p.id === 'glamping-bell-tent');
  if (!glamping) return [];
  return [14, 15, 16].map((offset) => ({
    packageId: glamping.id,
    date: addDays(today, offset),
    kitsInUse: glamping.kitCount,
  }));
}

export const DEMO_USERS = [
  { email: 'camper@example.com', password: 'camping-demo-1', displayName: 'Casey Camper', admin: false },
  { email: 'admin@example.com', password: 'admin-demo-1', displayName: 'Alex Admin', admin: true },
] as const;
