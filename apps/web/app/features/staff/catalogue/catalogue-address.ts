import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import type { StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';

export type Kind = StaffCatalogueEntry['kind'];
export const KINDS: Kind[] = ['location', 'package', 'addOn'];

// Which entry is being edited is in the address (?edit=package&id=essentials, ?edit=addOn for a new
// one), so the browser's back button leaves the form and a form can be linked to.
export const EDIT = 'edit';
export const ID = 'id';
export const editPath = (kind: Kind, id?: string) =>
  `${STAFF_PATHS.catalogue}?${new URLSearchParams({ [EDIT]: kind, ...(id ? { [ID]: id } : {}) })}`;
