import { pageTitle } from '@camping/domain/site/page-title';
import { primaryButton } from '@camping/ui/button-styles';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { PATHS } from '@camping/domain/site/paths';
import { Link, useParams } from 'react-router';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { textLink } from '#app/shared/styles.ts';

// The confirmation details come with the checkout issue; the page is already signed-in only.
export default function BookingRequested() {
  const { id } = useParams();
  return (
    <main>
      <PageMeta title={pageTitle('Booking requested')} />
      <PageTitleBanner title="Booking requested" />
      <div className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10">
        <p>
          Thank you: we have your booking request
          {id && (
            <>
              {' '}
              (reference <span className="font-mono">{id}</span>)
            </>
          )}
          . Our team reviews it and e-mails you once it is confirmed.
        </p>
        <div className="flex flex-wrap items-center gap-4">
          <Link to={PATHS.myBookings} className={primaryButton}>
            See my bookings
          </Link>
          <Link to={PATHS.home} className={textLink}>
            Back to home page
          </Link>
        </div>
      </div>
    </main>
  );
}
