import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { MyVoucher, VoucherStatus } from '@camping/domain/vouchers/gift-order';
import { formatVoucherCode } from '@camping/domain/vouchers/voucher';
import { card } from '#app/shared/styles.ts';

const STATUS_WORDS: Record<VoucherStatus, string> = {
  active: 'Active',
  used: 'Used',
  expired: 'Expired',
  voided: 'Cancelled',
};

function VoucherItem({ voucher }: { voucher: MyVoucher }) {
  const { gift } = voucher;
  return (
    <li className={`${card} space-y-2 p-4`}>
      <h3 className="font-semibold text-forest-900">
        {gift ? `Gift voucher for ${gift.recipientName}` : 'Credit'}
        {': '}
        {STATUS_WORDS[voucher.status]}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Code</dt>
        <dd className="font-mono break-all">{formatVoucherCode(voucher.code)}</dd>
        <dt className="font-medium">Amount</dt>
        <dd>{formatAud(voucher.amountCents)}</dd>
        <dt className="font-medium">Balance</dt>
        <dd>{formatAud(voucher.balanceCents)}</dd>
        <dt className="font-medium">Valid until</dt>
        <dd>{formatLongDate(voucher.expiresOn as IsoDate)}</dd>
        {gift && (
          <>
            <dt className="font-medium">E-mail</dt>
            <dd>
              {gift.sent
                ? `Sent to ${gift.recipientName}`
                : `Due on ${formatLongDate(gift.sendOn as IsoDate)}`}
            </dd>
          </>
        )}
      </dl>
    </li>
  );
}

/** The customer's vouchers: the gifts they bought and their credits, each with what is left. */
export function VouchersList({ vouchers }: { vouchers: MyVoucher[] }) {
  return (
    <ul className="space-y-3">
      {vouchers.map((voucher) => (
        <VoucherItem key={voucher.code} voucher={voucher} />
      ))}
    </ul>
  );
}
