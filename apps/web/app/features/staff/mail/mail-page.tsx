import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { LoadingButton } from '@camping/ui/loading-button';
import { showToast } from '@camping/ui/toaster';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { formatInstant } from '../format-instant.ts';
import { NewestFirstList } from '../newest-first-list.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { resendMail } from './mail-calls.ts';
import type { FailedMail } from './mail-firestore.ts';
import { failedMailQuery } from './mail-queries.ts';

function FailedMailItem({ mail }: { mail: FailedMail }) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => resendMail(mail.id),
    onSuccess: async () => {
      showToast({ severity: 'success', summary: `We are sending the e-mail to ${mail.to} again.` });
      await queryClient.invalidateQueries({ queryKey: failedMailQuery.queryKey });
    },
    onError: (error) =>
      showToast({
        severity: 'error',
        summary: spokenMessage(error, 'We could not send the e-mail again. Please try again.'),
      }),
  });
  const headingId = `mail-${mail.id}`;
  const { delivery } = mail;
  return (
    <article aria-labelledby={headingId} className="card space-y-3 p-4 sm:p-5">
      <h3 id={headingId} className="text-lg font-bold wrap-anywhere text-forest-900">
        {mail.message.subject}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-stone-700">To</dt>
          <dd className="font-medium wrap-anywhere">{mail.to}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">Queued</dt>
          <dd className="font-medium">
            <time dateTime={mail.createdAt.toDate().toISOString()}>
              {formatInstant(mail.createdAt.toDate())}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">Tries</dt>
          <dd className="font-medium">{delivery.attempts}</dd>
        </div>
        <div>
          <dt className="text-sm text-stone-700">Next try</dt>
          <dd className="font-medium">
            {delivery.nextAttemptAt ? (
              <time dateTime={delivery.nextAttemptAt.toDate().toISOString()}>
                {formatInstant(delivery.nextAttemptAt.toDate())}
              </time>
            ) : (
              'None: it waits for you'
            )}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-sm text-stone-700">Last error</dt>
          <dd className="font-mono text-sm wrap-anywhere">
            {delivery.lastError ?? 'None recorded'}
          </dd>
        </div>
      </dl>
      <LoadingButton
        type="button"
        loading={resend.isPending}
        loadingLabel="Sending…"
        onClick={() => resend.mutate()}
      >
        Resend<span className="sr-only"> the e-mail to {mail.to}</span>
      </LoadingButton>
    </article>
  );
}

/** E-mails whose last try failed (ADR 0016), newest first, each to send again at once. */
export default function MailPage() {
  const failed = useInfiniteQuery(failedMailQuery);
  return (
    <>
      <StaffPageTitle title="Mail" />
      <CardSection
        title="E-mails not delivered"
        intro="E-mails whose last try failed. We try each one 5 times, waiting 1, 5, 15 and 60 minutes between tries, then leave it for you: fix what the error says, then send it again."
      >
        <NewestFirstList
          list={failed}
          what="failed e-mails"
          renderItem={(mail) => <FailedMailItem mail={mail} />}
        />
      </CardSection>
    </>
  );
}
