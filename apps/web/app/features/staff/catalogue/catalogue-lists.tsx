import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import { formatAud } from '@camping/domain/catalogue/money';
import { locationPath } from '@camping/domain/site/paths';
import { secondaryButton } from '@camping/ui/button-styles';
import { LoadingButton } from '@camping/ui/loading-button';
import { showToast } from '@camping/ui/toaster';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { textLink } from '#app/shared/styles.ts';
import { editPath, type Kind } from './catalogue-address.ts';
import { staffLocation } from './catalogue-location-entry.ts';
import { useSaveEntry } from './use-save-catalogue-entry.ts';

function EntryList({
  title,
  kind,
  addLabel,
  children,
}: {
  title: string;
  kind: Kind;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <CardSection
      title={title}
      action={
        <Link to={editPath(kind)} className={secondaryButton}>
          {addLabel}
        </Link>
      }
    >
      <ul className="divide-y divide-stone-200">{children}</ul>
    </CardSection>
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

/** Every campground (to archive or unarchive), package and add-on to edit, and a way to add one. */
export function CatalogueLists({
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
      <EntryList title="Campgrounds" kind="location" addLabel="Add a campground">
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
      <EntryList title="Packages" kind="package" addLabel="Add a package">
        {packages.map((campingPackage) => (
          <EntryRow
            key={campingPackage.id}
            name={campingPackage.name}
            details={`${formatAud(campingPackage.nightlyRateCents)} a night · sleeps ${campingPackage.sleeps}`}
            actions={<EditLink kind="package" id={campingPackage.id} name={campingPackage.name} />}
          />
        ))}
      </EntryList>
      <EntryList title="Add-ons" kind="addOn" addLabel="Add an add-on">
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
