import { addDays, todayInSydney } from '@camping/domain/dates';
import { PRODUCT_NAME } from '@camping/domain/constants';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useQuery } from '@tanstack/react-query';
import { locationsQuery } from '../queries/locations.ts';
import { UNAVAILABLE_DATES_ERROR, unavailableDatesQuery } from '../queries/unavailable-dates.ts';

export function meta() {
  return [
    { title: PRODUCT_NAME },
    { name: 'description', content: 'Camping set up for you at campgrounds within two hours of Sydney.' },
  ];
}

const dateFormat = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short' });

export default function Home() {
  const locations = useQuery(locationsQuery);
  const today = todayInSydney();
  const unavailable = useQuery(
    unavailableDatesQuery({ packageId: 'glamping-bell-tent', from: today, to: addDays(today, 30) }),
  );

  return (
    <main>
      <PageTitleBanner title={PRODUCT_NAME}>
        We set up your campsite before you arrive and pack it down after you leave.
      </PageTitleBanner>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2">
        <section aria-labelledby="campgrounds">
          <h2 id="campgrounds" className="mb-3 text-xl font-semibold">
            Campgrounds
          </h2>
          {locations.isPending && <p>Loading campgrounds…</p>}
          {locations.isError && <p role="alert">We could not load the campgrounds.</p>}
          {locations.data && (
            <ul className="space-y-2" data-testid="locations">
              {locations.data.map((location) => (
                <li key={location.id}>
                  <strong>{location.name}</strong>: {location.driveMinutes} minutes from Sydney
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="availability">
          <h2 id="availability" className="mb-3 text-xl font-semibold">
            Glamping Bell Tent: nights unavailable in the next 30 days
          </h2>
          {unavailable.isPending && <p>Checking availability…</p>}
          {unavailable.isError && <p role="alert">{UNAVAILABLE_DATES_ERROR}</p>}
          {unavailable.data && (
            <ul className="flex flex-wrap gap-2" data-testid="unavailable-dates">
              {unavailable.data.map((date) => (
                <li key={date.getTime()} className="rounded bg-forest-100 px-2 py-1 text-sm">
                  {dateFormat.format(date)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
