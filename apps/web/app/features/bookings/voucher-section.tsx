import { useId, useState, type KeyboardEvent } from 'react';
import { formatAud } from '@camping/domain/catalogue/money';
import { formatVoucherCode } from '@camping/domain/vouchers/voucher';
import { TextField } from '@camping/ui/form-field';
import { LoadingButton } from '@camping/ui/loading-button';
import { textLink } from '#app/shared/styles.ts';
import { voucherShareOf, type CheckoutVoucher } from './voucher-payment.ts';

const row = 'flex items-baseline justify-between gap-4 py-1';

/** A code as printed, shortened to its first and last groups: "ABCD-…-PQRS". */
const shortCode = (code: string) => {
  const groups = formatVoucherCode(code).split('-');
  return `${groups[0]}-…-${groups.at(-1)}`;
};

/**
 * Paying part or all of the stay with a gift voucher or credit: a code checked by the server, then
 * what it pays, what is left for the card and what stays on the voucher. Inside the checkout's form,
 * so Enter in the code applies it rather than submitting the checkout.
 */
export function VoucherSection({
  voucher,
  totalCents,
}: {
  voucher: CheckoutVoucher;
  totalCents: number;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const apply = () => void voucher.apply(code);
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  if (voucher.applied) {
    const share = voucherShareOf(voucher.applied, totalCents);
    return (
      <div className="space-y-1 border-t border-stone-200 pt-2">
        <p className={row}>
          <span>Voucher {shortCode(voucher.applied.code)}</span>
          <span className="font-medium">−{formatAud(share.voucherCents)}</span>
        </p>
        <p className={`${row} font-bold text-forest-900`}>
          <span>Left to pay by card</span>
          <span>{formatAud(share.cardCents)}</span>
        </p>
        <p className={`${row} text-sm text-stone-700`}>
          <span>Left on the voucher after this stay</span>
          <span>{formatAud(share.leftOnVoucherCents)}</span>
        </p>
        <button type="button" className={textLink} onClick={voucher.remove}>
          Remove voucher
        </button>
      </div>
    );
  }

  return (
    <details className="border-t border-stone-200 pt-2">
      <summary className={`${textLink} cursor-pointer`}>Pay with a gift voucher or credit</summary>
      <div className="mt-3 space-y-3">
        <TextField
          id={`${id}-code`}
          label="Voucher code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={applyOnEnter}
          error={voucher.error ?? undefined}
        />
        <LoadingButton
          type="button"
          loading={voucher.checking}
          loadingLabel="Checking…"
          onClick={apply}
        >
          Apply<span className="sr-only"> voucher</span>
        </LoadingButton>
      </div>
    </details>
  );
}
