import { useQuery } from '@tanstack/react-query';
import { CardSection } from '#app/shared/card-section.tsx';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { VouchersList } from './vouchers-list.tsx';
import { vouchersQuery } from './vouchers-queries.ts';

/**
 * A customer's vouchers on their staff page: their own (credits, claimed gifts) and the gifts they
 * bought, with the vouchers page's actions. Read through `staffFindVouchers`, since nobody lists
 * vouchers from a browser.
 */
export function CustomerVouchers({ uid }: { uid: string }) {
  const vouchers = useQuery(vouchersQuery({ customerUid: uid }));
  if (vouchers.isPending) {
    return (
      <CardSection title="Vouchers">
        <p role="status">Loading vouchers…</p>
      </CardSection>
    );
  }
  if (vouchers.isError) {
    return (
      <CardSection title="Vouchers">
        <QueryError
          message="We could not load the vouchers."
          onRetry={() => void vouchers.refetch()}
          retrying={vouchers.isFetching}
        />
      </CardSection>
    );
  }
  return (
    <CardSection title={plural(vouchers.data.length, 'voucher', 'vouchers')}>
      {vouchers.data.length === 0 ? <p>No vouchers.</p> : <VouchersList rows={vouchers.data} />}
    </CardSection>
  );
}
