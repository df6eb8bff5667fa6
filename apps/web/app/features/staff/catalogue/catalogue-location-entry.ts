import type { Location } from '@camping/domain/catalogue/location';
import type { StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';

export type StaffLocation = Extract<StaffCatalogueEntry, { kind: 'location' }>['entry'];

/** A campground as staffSaveCatalogueEntry takes it: every field, archived said outright. */
export function staffLocation(location: Location): StaffLocation {
  return { ...location, closures: location.closures ?? [], archived: location.archived ?? false };
}
