import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  staffFindVouchersSchema,
  VOUCHER_FIND_LIMIT,
} from '@camping/domain/vouchers/staff-vouchers';
import { Alert } from '@camping/ui/alert';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { card } from '#app/shared/styles.ts';
import { FIND_PARAM, FindForm } from '../find-form.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { VouchersList } from './vouchers-list.tsx';
import { vouchersQuery } from './vouchers-queries.ts';

function FoundVouchers({ term }: { term?: string }) {
  const found = useQuery(vouchersQuery(term ? { term } : {}));
  if (found.isPending) return <p role="status">Finding vouchers…</p>;
  if (found.isError) {
    return (
      <QueryError
        message="We could not load the vouchers."
        onRetry={() => void found.refetch()}
        retrying={found.isFetching}
      />
    );
  }
  if (found.data.length === 0) {
    return (
      <p role="status" className={`${card} p-4 sm:p-5`}>
        {term
          ? `No voucher has the code “${term}”, or a buyer’s or recipient’s e-mail starting with it.`
          : 'No vouchers yet.'}
      </p>
    );
  }
  return (
    <section aria-labelledby="vouchers-heading" className="space-y-4">
      <h2 id="vouchers-heading" className="text-xl font-semibold text-forest-900">
        {term
          ? `${plural(found.data.length, 'voucher', 'vouchers')} found for “${term}”`
          : 'The newest vouchers'}
      </h2>
      {found.data.length >= VOUCHER_FIND_LIMIT && (
        <p className="text-stone-700">Only the first ones are listed: type more to narrow them.</p>
      )}
      <VouchersList rows={found.data} />
    </section>
  );
}

/**
 * The staff's vouchers: the newest, or those a full code or the start of an e-mail address finds,
 * to send a gift's e-mail again or void it with a refund. Codes show only their last group, unless
 * staff typed the whole code. What was typed is in the address, so Back returns to the newest.
 */
export default function StaffVouchersPage() {
  const [params] = useSearchParams();
  const typed = params.get(FIND_PARAM) ?? '';
  const request = typed ? staffFindVouchersSchema.safeParse({ term: typed }) : null;

  return (
    <div className="space-y-6">
      <StaffPageTitle title="Vouchers" />
      <FindForm
        name="Find a voucher"
        label="Find a voucher by its code or an e-mail address"
        typed={typed}
        clearLabel="Newest vouchers"
      />
      {request === null && <FoundVouchers />}
      {request &&
        (request.success ? (
          <FoundVouchers term={request.data.term} />
        ) : (
          <Alert>{request.error.issues[0]?.message}</Alert>
        ))}
    </div>
  );
}
