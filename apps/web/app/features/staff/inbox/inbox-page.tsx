import {
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { secondaryButton } from '@camping/ui/button-styles';
import { LoadingButton } from '@camping/ui/loading-button';
import { showToast } from '@camping/ui/toaster';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { formatInstant } from '../format-instant.ts';
import { NewestFirstList } from '../newest-first-list.tsx';
import type { NewestFirstPage } from '../newest-first-pages.ts';
import { saveWith } from '../settings-calls.ts';
import { StaffPageTitle } from '../staff-page-title.tsx';
import type { InboxMessage } from './inbox-firestore.ts';
import { inboxQuery } from './inbox-queries.ts';
import { replyLink } from './inbox-reply-link.ts';

function MessageItem({ message }: { message: InboxMessage }) {
  const queryClient = useQueryClient();
  const read = message.read === true;
  const headingId = `message-${message.id}`;
  const mark = useMutation({
    mutationFn: () => saveWith('staffMarkMessage', { messageId: message.id, read: !read }),
    // The list keeps its place: this message changes where it is, no page is read again.
    onSuccess: () =>
      queryClient.setQueryData<InfiniteData<NewestFirstPage<InboxMessage>>>(
        inboxQuery.queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.id === message.id ? { ...item, read: !read } : item,
              ),
            })),
          },
      ),
    onError: (error) =>
      showToast({
        severity: 'error',
        summary: spokenMessage(error, 'We could not mark the message. Please try again.'),
      }),
  });

  return (
    <article
      aria-labelledby={headingId}
      className={`card space-y-3 p-4 sm:p-5 ${read ? '' : 'border-l-4 border-l-ember-600'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3
          id={headingId}
          className={`text-lg text-forest-900 ${read ? 'font-semibold' : 'font-bold'}`}
        >
          {!read && (
            <span className="mr-2 rounded-full bg-ember-600 px-2 py-0.5 align-middle text-xs font-bold text-white uppercase">
              Unread
            </span>
          )}
          {message.topic} from {message.name}
        </h3>
        <p className="text-sm text-stone-700">
          <time dateTime={message.createdAt.toDate().toISOString()}>
            {formatInstant(message.createdAt.toDate())}
          </time>
        </p>
      </div>
      <p className="text-sm wrap-anywhere text-stone-700">{message.email}</p>
      <p className="whitespace-pre-wrap wrap-anywhere">{message.message}</p>
      <div className="flex flex-wrap gap-3">
        <a href={replyLink(message)} className={secondaryButton}>
          Reply<span className="sr-only"> to {message.name}</span>
        </a>
        <LoadingButton
          type="button"
          loading={mark.isPending}
          loadingLabel="Saving…"
          onClick={() => mark.mutate()}
        >
          {read ? 'Mark as unread' : 'Mark as read'}
          <span className="sr-only"> the message from {message.name}</span>
        </LoadingButton>
      </div>
    </article>
  );
}

/** The contact messages, newest first, unread ones marked, each with a reply link. */
export default function InboxPage() {
  const inbox = useInfiniteQuery(inboxQuery);
  return (
    <>
      <StaffPageTitle title="Contact inbox" />
      <CardSection title="Contact messages">
        <NewestFirstList
          list={inbox}
          what="messages"
          renderItem={(message) => <MessageItem message={message} />}
        />
      </CardSection>
    </>
  );
}
