import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CallableRequest } from '@camping/domain/callables';
import { staffClosurePath } from '@camping/domain/site/staff-paths';
import { primaryButton } from '@camping/ui/button-styles';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { showToast } from '@camping/ui/toaster';
import { useFocusOn } from '@camping/ui/use-focus-on';
import { formatStayDate } from '#app/features/bookings/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { staffQueryKeys } from '../staff-query-keys.ts';
import { AffectedBookingsList } from './affected-bookings-list.tsx';
import { closeCampgrounds } from './closure-calls.ts';
import { closurePreviewQuery } from './closures-queries.ts';

export interface ClosurePreviewProps {
  request: CallableRequest<'staffPreviewClosure'>;
  /** The closing call's key for a closure: the same closure confirmed again closes once. */
  keyOf: (request: string) => string;
}

/**
 * Every booking the closure would reach, then "Close campgrounds", asked once more in a dialog
 * saying how many customers are e-mailed; once closed, the closure's page. Its heading takes focus
 * when it shows, so a screen reader hears the bookings.
 */
export function ClosurePreview({ request, keyOf }: ClosurePreviewProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const preview = useQuery(closurePreviewQuery(request));
  const [confirming, setConfirming] = useState(false);
  const close = useMutation({
    mutationFn: () =>
      closeCampgrounds({ ...request, idempotencyKey: keyOf(JSON.stringify(request)) }),
    onSuccess: ({ closureId, affectedCount }) => {
      void queryClient.invalidateQueries({ queryKey: staffQueryKeys.staffClosures() });
      showToast({
        severity: 'success',
        summary: 'Campgrounds closed.',
        detail:
          affectedCount > 0
            ? `We are e-mailing ${plural(affectedCount, 'customer', 'customers')} to choose.`
            : 'No booking had a night in it.',
      });
      void navigate(staffClosurePath(closureId));
    },
  });
  useFocusOn(heading, request);

  const bookings = preview.data?.bookings ?? [];
  const held = bookings.filter((booking) => booking.status === 'pending_payment').length;
  const asked = bookings.length - held;
  const nights = `${formatStayDate(request.firstNight)} to ${formatStayDate(request.lastNight)}`;

  return (
    <CardSection title="Bookings affected" headingRef={heading}>
      <p>Nights closed: {nights}, both included.</p>
      {preview.isPending && <p role="status">Finding the bookings with a night in it…</p>}
      {preview.isError && (
        <QueryError
          message={spokenMessage(preview.error, 'We could not find the bookings affected.')}
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      )}
      {preview.isSuccess && (
        <>
          <p>
            {bookings.length === 0
              ? 'No booking has a night in it.'
              : `${plural(asked, 'paid booking is', 'paid bookings are')} asked to choose; ${plural(held, 'hold awaiting payment is', 'holds awaiting payment are')} released.`}
          </p>
          {bookings.length > 0 && (
            <AffectedBookingsList
              bookings={bookings.map((booking) => ({
                ...booking,
                customer: `${booking.customerName} (${booking.email})`,
              }))}
            />
          )}
          <button type="button" className={primaryButton} onClick={() => setConfirming(true)}>
            Close campgrounds
          </button>
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title="Close these campgrounds?"
          confirmLabel="Close campgrounds"
          busyLabel="Closing…"
          backLabel="Go back"
          tone="danger"
          busy={close.isPending}
          error={
            close.isError
              ? spokenMessage(
                  close.error,
                  'We could not close the campgrounds. Check your connection and try again.',
                )
              : null
          }
          onConfirm={() => close.mutate()}
          onClose={() => setConfirming(false)}
        >
          <p>
            No new bookings can be made for {nights}.{' '}
            {asked > 0
              ? `${plural(asked, 'booking is', 'bookings are')} affected: we e-mail each customer the reason and a link to move their stay, take a credit or be refunded.`
              : 'No paid booking is affected, so no customer is e-mailed.'}
            {held > 0 &&
              ` ${plural(held, 'hold awaiting payment is', 'holds awaiting payment are')} released.`}
          </p>
        </ConfirmDialog>
      )}
    </CardSection>
  );
}
