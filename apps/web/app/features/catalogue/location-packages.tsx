import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Location } from '@camping/domain/catalogue/location';
import { formatAud } from '@camping/domain/catalogue/money';
import { deliveryFeeCents } from '@camping/domain/catalogue/pricing';
import { PATHS } from '@camping/domain/site/paths';
import { AvailabilityTeaser } from '#app/features/availability/index.ts';
import { AskAboutStayToggle } from '#app/features/waitlist/index.ts';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { textLink } from '#app/shared/styles.ts';
import { packagesQuery, pricingSettingsQuery } from './catalogue-queries.ts';
import { formatDriveTime } from './drive-time.ts';
import { PackageGrid } from './package-grid.tsx';

function DeliveryFee({ location }: { location: Location }) {
  const settings = useQuery(pricingSettingsQuery);
  if (!settings.data) {
    return (
      <QueryPending
        queries={[settings]}
        loading="Loading the delivery fee…"
        error="We could not load the delivery fee."
      />
    );
  }
  const delivery = deliveryFeeCents(location.driveMinutes, settings.data.deliveryTiers);
  return (
    <p className="max-w-3xl text-stone-700">
      Delivery, set-up and pack-down here:{' '}
      <strong className="text-forest-900">
        {delivery === 0 ? 'free' : `${formatAud(delivery)} a stay`}
      </strong>{' '}
      ({formatDriveTime(location.driveMinutes)} from Sydney). Prices include GST.{' '}
      <Link to={PATHS.pricing} className={textLink}>
        How we price
      </Link>
    </p>
  );
}

function PackagesHere({ location }: { location: Location }) {
  const packages = useQuery(packagesQuery);
  if (!packages.data) {
    return (
      <QueryPending
        queries={[packages]}
        loading="Loading packages…"
        error="We could not load the packages."
      />
    );
  }
  const offered = packages.data.filter((campingPackage) =>
    location.packageIds.includes(campingPackage.id),
  );
  return (
    <>
      <PackageGrid packages={offered} />
      <div className="mt-12">
        <h3 className="mb-4 text-xl font-bold text-forest-900">Free nights</h3>
        <AvailabilityTeaser
          locationId={location.id}
          packages={offered}
          forPackage={(chosen) => (
            <AskAboutStayToggle locationId={location.id} campingPackage={chosen} />
          )}
        />
      </div>
    </>
  );
}

/** A campground's packages: the delivery fee there, each package's card and the free nights. */
export default function LocationPackages({ location }: { location: Location }) {
  return (
    <div className="space-y-6">
      <DeliveryFee location={location} />
      <PackagesHere location={location} />
    </div>
  );
}
