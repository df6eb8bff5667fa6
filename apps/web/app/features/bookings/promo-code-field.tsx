import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { typedPromoCodeSchema } from '@camping/domain/offers/promo-code';
import { compactOutlineButton, forestFocusRing } from '@camping/ui/button-styles';
import { TextField } from '@camping/ui/form-field';
import type { CheckoutState } from './use-checkout-form.ts';

/**
 * "Have a promo code?": the code goes with the quote's request, so the server's price says whether
 * it applies. A code it refuses shows the server's sentence by the field, and the checkout holds the
 * stay without it (use-checkout-payment.ts).
 */
export function PromoCodeField({ checkout }: { checkout: CheckoutState }) {
  const { control, setValue } = checkout.form;
  const applied = useWatch({ control, name: 'promoCode' });
  const { quote } = checkout.price;
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const answered = quote.isPlaceholderData ? undefined : quote.data;
  const refused = applied ? answered?.promoProblem : undefined;

  const apply = () => {
    const code = typedPromoCodeSchema.safeParse(typed);
    if (!code.success) {
      setProblem(code.error.issues[0]?.message ?? 'That promo code is not valid.');
      return;
    }
    setProblem(null);
    setValue('promoCode', code.data);
  };
  const remove = () => {
    setValue('promoCode', undefined);
    setTyped('');
    setProblem(null);
  };

  if (applied && !refused) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status">
          Promo code <span className="font-semibold">{applied}</span>
          {answered?.quote.discount ? ' applied.' : '…'}
        </p>
        <button
          type="button"
          className={`${compactOutlineButton} ${forestFocusRing}`}
          onClick={remove}
        >
          Remove<span className="sr-only"> promo code {applied}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-2">
      <TextField
        label="Have a promo code?"
        className="grow"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        error={problem ?? refused}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the code; it would otherwise send the whole checkout.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
      />
      <button
        type="button"
        className={`${compactOutlineButton} ${forestFocusRing} mt-7 shrink-0`}
        onClick={apply}
      >
        {/* Two Apply buttons share the price panel (this and the voucher's): each says which. */}
        Apply<span className="sr-only"> promo code</span>
      </button>
    </div>
  );
}
