import { useInfiniteQuery } from '@tanstack/react-query';
import { CardSection } from '#app/shared/card-section.tsx';
import { formatInstant } from '../format-instant.ts';
import { NewestFirstList } from '../newest-first-list.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { changedFields } from './audit-diff.ts';
import type { AuditEntry } from './audit-firestore.ts';
import { auditLogQuery } from './audit-queries.ts';

const cell = 'border-b border-stone-200 px-2 py-1.5 text-left align-top wrap-anywhere';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-stone-700">No fields changed.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] table-fixed text-sm">
        <caption className="sr-only">What changed</caption>
        <thead>
          <tr>
            <th scope="col" className={`${cell} w-1/4`}>
              Field
            </th>
            <th scope="col" className={cell}>
              Before
            </th>
            <th scope="col" className={cell}>
              After
            </th>
          </tr>
        </thead>
        <tbody className="font-mono">
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row" className={`${cell} font-semibold`}>
                {change.field}
              </th>
              <td className={`${cell} text-red-900`}>
                {change.before ?? <span className="font-sans text-stone-600">(none)</span>}
              </td>
              <td className={`${cell} text-forest-900`}>
                {change.after ?? <span className="font-sans text-stone-600">(none)</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EntryItem({ entry }: { entry: AuditEntry }) {
  const at = entry.at.toDate();
  const headingId = `audit-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="card space-y-3 p-4 sm:p-5">
      <h3 id={headingId} className="font-mono font-bold wrap-anywhere text-forest-900">
        {entry.action}
      </h3>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-700">When</dt>
        <dd>
          <time dateTime={at.toISOString()}>{formatInstant(at)}</time>
        </dd>
        <dt className="text-stone-700">Who</dt>
        <dd className="wrap-anywhere">{entry.byEmail ?? entry.by}</dd>
        <dt className="text-stone-700">Changed</dt>
        <dd className="font-mono wrap-anywhere">{entry.target}</dd>
        {entry.reason && (
          <>
            <dt className="text-stone-700">Reason</dt>
            <dd className="whitespace-pre-wrap wrap-anywhere">{entry.reason}</dd>
          </>
        )}
      </dl>
      <Changes entry={entry} />
    </article>
  );
}

/** Every staff action, newest first: who, when, what, the reason, and what it changed. */
export default function AuditPage() {
  const log = useInfiniteQuery(auditLogQuery);
  return (
    <>
      <StaffPageTitle title="Audit log" />
      <CardSection
        title="Staff actions"
        intro="Written by the server with every change; nobody can edit it."
      >
        <NewestFirstList
          list={log}
          what="staff actions"
          renderItem={(entry) => <EntryItem entry={entry} />}
        />
      </CardSection>
    </>
  );
}
