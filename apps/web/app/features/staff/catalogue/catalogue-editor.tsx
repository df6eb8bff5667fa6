import { Link, useNavigate } from 'react-router';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import type { StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';
import { textLink } from '#app/shared/styles.ts';
import { AddOnForm } from './catalogue-add-on-form.tsx';
import type { Kind } from './catalogue-address.ts';
import { LocationForm } from './catalogue-location-form.tsx';
import { PackageForm } from './catalogue-package-form.tsx';
import { useSaveEntry } from './use-save-catalogue-entry.ts';

/** The form of one entry (id null: a new one), back to the lists once saved. */
export function CatalogueEditor({
  kind,
  id,
  locations,
  packages,
  addOns,
}: {
  kind: Kind;
  id: string | null;
  locations: Location[];
  packages: CampingPackage[];
  addOns: AddOn[];
}) {
  const save = useSaveEntry();
  const navigate = useNavigate();
  const backTo = STAFF_PATHS.catalogue;
  const done = () => void navigate(backTo);
  const onSaved = (request: StaffCatalogueEntry) => save(request).then(done);
  // null: a new entry; undefined: no entry has that id.
  const find = <Entry extends { id: string }>(entries: Entry[]) =>
    id === null ? null : entries.find((entry) => entry.id === id);
  const missing = (
    <p role="alert">
      There is no such entry.{' '}
      <Link to={backTo} className={textLink}>
        Back to the catalogue
      </Link>
    </p>
  );
  if (kind === 'location') {
    const location = find(locations);
    return location === undefined ? (
      missing
    ) : (
      <LocationForm
        location={location}
        packages={packages}
        onSave={(entry, isNew) => onSaved({ kind, isNew, entry })}
        backTo={backTo}
      />
    );
  }
  if (kind === 'package') {
    const campingPackage = find(packages);
    return campingPackage === undefined ? (
      missing
    ) : (
      <PackageForm
        campingPackage={campingPackage}
        nextSortOrder={Math.max(0, ...packages.map((item) => item.sortOrder)) + 1}
        onSave={(entry, isNew) => onSaved({ kind, isNew, entry })}
        backTo={backTo}
      />
    );
  }
  const addOn = find(addOns);
  return addOn === undefined ? (
    missing
  ) : (
    <AddOnForm
      addOn={addOn}
      onSave={(entry, isNew) => onSaved({ kind, isNew, entry })}
      backTo={backTo}
    />
  );
}
