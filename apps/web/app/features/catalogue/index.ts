// What other features use of the catalogue: its queries, and the grids of packages and campgrounds.
export { formatDriveTime } from './drive-time.ts';
export { addOnsQuery, packagesQuery, pricingSettingsQuery } from './catalogue-queries.ts';
export { LocationGrid } from './location-grid.tsx';
export { everyLocationQuery, locationQuery, locationsQuery } from './locations-queries.ts';
export { PackageGrid } from './package-grid.tsx';
