import type { Location } from '@camping/domain/catalogue/location';
import { CAMPING_PACKAGES } from './packages.ts';

const EVERY_PACKAGE = CAMPING_PACKAGES.map((campingPackage) => campingPackage.id);

/** Campgrounds within two hours of Sydney city centre: the `locations` collection. */
export const LOCATIONS: Location[] = [
  {
    id: 'bouddi-putty-beach',
    name: 'Putty Beach, Bouddi National Park',
    region: 'Central Coast',
    summary: 'Beachfront camping behind the dunes of Putty Beach.',
    description:
      'A grassy campground a few steps from the surf at Putty Beach, with the Bouddi coastal walk on the doorstep. Patrolled swimming in summer, rock platforms to explore at low tide and whales passing offshore in winter make it ideal for families and beach lovers.',
    driveMinutes: 85,
    coordinates: { lat: -33.5203, lng: 151.3717 },
    facilities: ['Toilets', 'Hot showers', 'Barbecues', 'Picnic tables', 'Drinking water'],
    packageIds: EVERY_PACKAGE,
    closures: [],
    image: {
      src: '/images/campgrounds/bouddi-putty-beach-1200.webp',
      alt: 'Illustration: tents behind the dunes at Putty Beach, the surf and a sandstone headland',
    },
  },
  {
    id: 'royal-bonnie-vale',
    name: 'Bonnie Vale, Royal National Park',
    region: 'Sutherland Shire',
    summary: 'Shady sites on Port Hacking, close to Bundeena and the ferry.',
    description:
      'Bonnie Vale sits on the calm waters of Port Hacking, with swimming, kayaking and the Coast Track nearby. It is the closest real bush camping to the city, and the Cronulla ferry to Bundeena makes a fun way to arrive.',
    driveMinutes: 60,
    coordinates: { lat: -34.0878, lng: 151.1205 },
    facilities: ['Toilets', 'Hot showers', 'Barbecues', 'Picnic tables'],
    packageIds: EVERY_PACKAGE,
    closures: [],
    image: {
      src: '/images/campgrounds/royal-bonnie-vale-1200.webp',
      alt: 'Illustration: a bell tent under gum trees on the shore of Port Hacking as the ferry crosses',
    },
  },
  {
    id: 'blue-mountains-euroka',
    name: 'Euroka, Blue Mountains National Park',
    region: 'Blue Mountains',
    summary: 'Open grassy flats where kangaroos graze at dusk.',
    description:
      'Euroka campground near Glenbrook is famous for its eastern grey kangaroos. Walk to the Nepean River lookouts or the swimming holes of Glenbrook Creek, then watch the stars from a sheltered, grassy site in the lower Blue Mountains.',
    driveMinutes: 75,
    coordinates: { lat: -33.7947, lng: 150.6178 },
    facilities: ['Toilets', 'Barbecues', 'Picnic tables', 'Fire rings'],
    packageIds: ['essentials', 'family-basecamp'],
    closures: [],
    image: {
      src: '/images/campgrounds/blue-mountains-euroka-1200.webp',
      alt: 'Illustration: kangaroos grazing near a lit tent at dusk below the blue ridges',
    },
  },
  {
    id: 'lane-cove-river',
    name: 'Lane Cove River Tourist Park',
    region: 'North Shore',
    summary: 'Bush camping twenty minutes from the CBD.',
    description:
      'A leafy park inside Lane Cove National Park with a pool, walking tracks along the river and trains to the city nearby: camping without the long drive. A great first camp for young families, or a mid-week escape.',
    driveMinutes: 25,
    coordinates: { lat: -33.7808, lng: 151.1403 },
    facilities: ['Toilets', 'Hot showers', 'Swimming pool', 'Camp kitchen', 'Laundry'],
    packageIds: EVERY_PACKAGE,
    closures: [],
    image: {
      src: '/images/campgrounds/lane-cove-river-1200.webp',
      alt: 'Illustration: a tent on the grass by Lane Cove River on a misty morning, among tall gums',
    },
  },
  {
    id: 'dharug-mill-creek',
    name: 'Mill Creek, Dharug National Park',
    region: 'Hawkesbury',
    summary: 'A quiet creek-side valley near Wisemans Ferry.',
    description:
      'Mill Creek is a peaceful campground beside the Hawkesbury River, with bushwalks along the convict-built Great North Road and canoeing on the creek. Expect lyrebirds in the morning and very dark skies at night.',
    driveMinutes: 80,
    coordinates: { lat: -33.3878, lng: 151.0413 },
    facilities: ['Toilets', 'Hot showers', 'Barbecues', 'Picnic tables'],
    packageIds: ['essentials', 'family-basecamp'],
    closures: [],
    image: {
      src: '/images/campgrounds/dharug-mill-creek-1200.webp',
      alt: 'Illustration: a lit bell tent and a campfire beside Mill Creek under a full moon',
    },
  },
  {
    id: 'munmorah-frazer-beach',
    name: 'Frazer Beach, Munmorah State Conservation Area',
    region: 'Lake Macquarie',
    summary: 'Sheltered beach camping with whale watching in winter.',
    description:
      'Frazer campground sits behind a sheltered beach at the northern end of Munmorah, with rock pools, snorkelling and humpback whales passing from May to November. Sites are a short stroll from the sand.',
    driveMinutes: 95,
    coordinates: { lat: -33.1856, lng: 151.6256 },
    facilities: ['Toilets', 'Cold showers', 'Barbecues', 'Picnic tables'],
    packageIds: EVERY_PACKAGE,
    closures: [],
    image: {
      src: '/images/campgrounds/munmorah-frazer-beach-1200.webp',
      alt: 'Illustration: tents above Frazer Beach at sunset, with a whale out at sea',
    },
  },
  {
    id: 'killalea-shell-cove',
    name: 'Killalea Regional Park',
    region: 'Illawarra',
    summary: 'Surf camping above The Farm and Mystics beaches.',
    description:
      'Killalea sits on rolling green hills above two of the South Coast’s best surf breaks, with coastal walks, birdwatching and room for the kids to run. Sunrise over the ocean from your tent is included.',
    driveMinutes: 90,
    coordinates: { lat: -34.6014, lng: 150.8597 },
    facilities: ['Toilets', 'Hot showers', 'Camp kitchen', 'Barbecues'],
    packageIds: EVERY_PACKAGE,
    closures: [],
    image: {
      src: '/images/campgrounds/killalea-shell-cove-1200.webp',
      alt: 'Illustration: tents on green hills above the surf at sunrise',
    },
  },
];
