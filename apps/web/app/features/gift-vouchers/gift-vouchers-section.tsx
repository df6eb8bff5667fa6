import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { useSignedInUser } from '#app/features/account/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryError } from '#app/shared/query-error.tsx';
import { textLink } from '#app/shared/styles.ts';
import { myVouchersQuery } from './my-vouchers-queries.ts';
import { VouchersList } from './vouchers-list.tsx';

/** My Account's "Gift vouchers": the gifts the customer bought and their credits, with balances. */
export function GiftVouchersSection() {
  const user = useSignedInUser();
  const vouchers = useQuery(myVouchersQuery(user.uid));
  return (
    <CardSection
      title="Gift vouchers"
      intro="The gift vouchers you bought and the credits you have, with what is left on each."
    >
      {vouchers.isPending ? (
        <p role="status">Loading your vouchers…</p>
      ) : vouchers.isError ? (
        <QueryError
          message="We could not load your vouchers. Check your connection and try again."
          onRetry={() => void vouchers.refetch()}
          retrying={vouchers.isFetching}
        />
      ) : vouchers.data.length === 0 ? (
        <p>
          You have no vouchers yet.{' '}
          <Link to={PATHS.giftVouchers} className={textLink}>
            Give a camping weekend
          </Link>{' '}
          as a gift voucher.
        </p>
      ) : (
        <VouchersList vouchers={vouchers.data} />
      )}
    </CardSection>
  );
}
