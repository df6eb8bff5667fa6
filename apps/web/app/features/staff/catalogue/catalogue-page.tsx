import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addOnsQuery, everyLocationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { cardSection } from '#app/shared/card-section.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { EDIT, ID, KINDS } from './catalogue-address.ts';
import { CatalogueEditor } from './catalogue-editor.tsx';
import { CatalogueLists } from './catalogue-lists.tsx';

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
        <section aria-label="Edit the catalogue" className={cardSection}>
          <CatalogueEditor
            key={`${kind}:${search.get(ID) ?? ''}`}
            kind={kind}
            id={search.get(ID)}
            locations={locations.data}
            packages={packages.data}
            addOns={addOns.data}
          />
        </section>
      ) : (
        <CatalogueLists locations={locations.data} packages={packages.data} addOns={addOns.data} />
      )}
    </>
  );
}
