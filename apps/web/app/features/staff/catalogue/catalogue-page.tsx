import { STAFF_PATHS } from '@camping/domain/site/staff-paths';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import { formatAud } from '@camping/domain/catalogue/money';
import { locationPath } from '@camping/domain/site/paths';
import type { StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';
import { secondaryButton } from '@camping/ui/button-styles';
import { LoadingButton } from '@camping/ui/loading-button';
import { showToast } from '@camping/ui/toaster';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addOnsQuery, everyLocationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { queryKeys } from '#app/shared/query-keys.ts';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { textLink } from '#app/shared/styles.ts';
import { AddOnForm } from './catalogue-add-on-form.tsx';
import { staffLocation } from './catalogue-location-entry.ts';
import { LocationForm } from './catalogue-location-form.tsx';
import { PackageForm } from './catalogue-package-form.tsx';
import { staffSection } from '../configuration-section.ts';
import { saveWith } from '../settings-calls.ts';
import { StaffPageTitle } from '../staff-page-title.tsx';

type Kind = StaffCatalogueEntry['kind'];
const KINDS: Kind[] = ['location', 'package', 'addOn'];

// Which entry is being edited is in the address (?edit=package&id=essentials, ?edit=addOn for a new
// one), so the browser's back button leaves the form and a form can be linked to.
const EDIT = 'edit';
const ID = 'id';
const editPath = (kind: Kind, id?: string) =>
  `${STAFF_PATHS.catalogue}?${new URLSearchParams({ [EDIT]: kind, ...(id ? { [ID]: id } : {}) })}`;

/** Invalidates what the public pages read of a kind, so they (and these lists) show the change. */
const READS_OF: Record<Kind, (id: string) => readonly (readonly string[])[]> = {
  location: (id) => [queryKeys.getLocations(), queryKeys.getLocationById(id)],
  package: () => [queryKeys.getPackages()],
  addOn: () => [queryKeys.getAddOns()],
};

function useSaveEntry() {
  const queryClient = useQueryClient();
  return async (request: StaffCatalogueEntry) => {
    await saveWith('staffSaveCatalogueEntry', request);
    await Promise.all(
      READS_OF[request.kind](request.entry.id).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  };
}

function EntryList({
  id,
  title,
  kind,
  addLabel,
  children,
}: {
  id: string;
  title: string;
  kind: Kind;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={staffSection}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-forest-900">
          {title}
        </h2>
        <Link to={editPath(kind)} className={secondaryButton}>
          {addLabel}
        </Link>
      </div>
      <ul className="divide-y divide-stone-200">{children}</ul>
    </section>
  );
}

function EntryRow({
  name,
  details,
  actions,
}: {
  name: ReactNode;
  details: string;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere text-forest-900">{name}</p>
        <p className="text-sm text-stone-700">{details}</p>
      </div>
      <div className="flex flex-wrap gap-3">{actions}</div>
    </li>
  );
}

function EditLink({ kind, id, name }: { kind: Kind; id: string; name: string }) {
  return (
    <Link to={editPath(kind, id)} className={secondaryButton}>
      Edit<span className="sr-only"> {name}</span>
    </Link>
  );
}

function ArchiveButton({ location }: { location: Location }) {
  const save = useSaveEntry();
  const [saving, setSaving] = useState(false);
  const archived = location.archived === true;
  const toggle = async () => {
    setSaving(true);
    try {
      await save({
        kind: 'location',
        isNew: false,
        entry: { ...staffLocation(location), archived: !archived },
      });
      showToast({
        severity: 'success',
        summary: archived ? `${location.name} is listed again` : `${location.name} archived`,
        detail: archived
          ? 'It is back on the public site and in the checkout.'
          : 'It has left the public site and the checkout; its bookings keep working.',
      });
    } catch (error) {
      showToast({
        severity: 'error',
        summary: spokenMessage(error, `We could not change ${location.name}. Please try again.`),
      });
    } finally {
      setSaving(false);
    }
  };
  return (
    <LoadingButton
      type="button"
      loading={saving}
      loadingLabel="Saving…"
      onClick={() => void toggle()}
    >
      {archived ? 'Unarchive' : 'Archive'}
      <span className="sr-only"> {location.name}</span>
    </LoadingButton>
  );
}

function Lists({
  locations,
  packages,
  addOns,
}: {
  locations: Location[];
  packages: CampingPackage[];
  addOns: AddOn[];
}) {
  return (
    <>
      <EntryList id="campgrounds" title="Campgrounds" kind="location" addLabel="Add a campground">
        {locations.map((location) => (
          <EntryRow
            key={location.id}
            name={
              <>
                {location.archived ? (
                  location.name
                ) : (
                  <Link to={locationPath(location.id)} className={textLink}>
                    {location.name}
                  </Link>
                )}
                {location.archived && (
                  <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-bold text-stone-800 uppercase">
                    Archived
                  </span>
                )}
              </>
            }
            details={`${location.region} · ${location.driveMinutes} minutes from Sydney`}
            actions={
              <>
                <EditLink kind="location" id={location.id} name={location.name} />
                <ArchiveButton location={location} />
              </>
            }
          />
        ))}
      </EntryList>
      <EntryList id="packages" title="Packages" kind="package" addLabel="Add a package">
        {packages.map((campingPackage) => (
          <EntryRow
            key={campingPackage.id}
            name={campingPackage.name}
            details={`${formatAud(campingPackage.nightlyRateCents)} a night · sleeps ${campingPackage.sleeps}`}
            actions={<EditLink kind="package" id={campingPackage.id} name={campingPackage.name} />}
          />
        ))}
      </EntryList>
      <EntryList id="add-ons" title="Add-ons" kind="addOn" addLabel="Add an add-on">
        {addOns.map((addOn) => (
          <EntryRow
            key={addOn.id}
            name={addOn.name}
            details={`${formatAud(addOn.priceCents)} ${addOn.per === 'night' ? 'a night' : 'a stay'} · up to ${addOn.maxQuantity}`}
            actions={<EditLink kind="addOn" id={addOn.id} name={addOn.name} />}
          />
        ))}
      </EntryList>
    </>
  );
}

function Editor({
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

/** The catalogue: campgrounds (archive and unarchive), packages and add-ons, each to add or edit. */
export default function CataloguePage() {
  const [search] = useSearchParams();
  const locations = useQuery(everyLocationQuery);
  const packages = useQuery(packagesQuery);
  const addOns = useQuery(addOnsQuery);
  const kind = KINDS.find((candidate) => candidate === search.get(EDIT));

  return (
    <>
      <StaffPageTitle title="Catalogue" />
      <p className="rounded-md bg-sand-100 p-4 text-stone-900">
        A change shows at once wherever the site reads live data (campground pages, lists, prices
        and the checkout), and in the pre-rendered public pages after the next build.
      </p>
      {!locations.data || !packages.data || !addOns.data ? (
        <QueryPending
          queries={[locations, packages, addOns]}
          loading="Loading the catalogue…"
          error="We could not load the catalogue."
        />
      ) : kind ? (
        <section aria-label="Edit the catalogue" className={staffSection}>
          <Editor
            key={`${kind}:${search.get(ID) ?? ''}`}
            kind={kind}
            id={search.get(ID)}
            locations={locations.data}
            packages={packages.data}
            addOns={addOns.data}
          />
        </section>
      ) : (
        <Lists locations={locations.data} packages={packages.data} addOns={addOns.data} />
      )}
    </>
  );
}
