import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatAud } from '@camping/domain/catalogue/money';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { GIFT_LIMITS, giftOrderRequestSchema } from '@camping/domain/vouchers/gift-order';
import { Alert } from '@camping/ui/alert';
import { secondaryButton } from '@camping/ui/button-styles';
import { TextAreaField, TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { buyGiftVoucher } from './gift-voucher-calls.ts';

interface GiftVoucherFormProps {
  /** The buyer's name as their profile has it, to start from. */
  buyerName: string;
  today: IsoDate;
}

/**
 * The gift voucher's order: amount (a preset or any whole dollars in the limits), who it is from and
 * for, a message and the day it is e-mailed. Checked with the schema `buyGiftVoucher` uses; once
 * ordered, the browser goes to the payment page, and the webhook issues the voucher once paid.
 */
export function GiftVoucherForm({ buyerName, today }: GiftVoucherFormProps) {
  const id = useId();
  const buy = useMutation({ mutationFn: buyGiftVoucher });
  // One key per purchase attempt: a retry or double click answers the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useSchemaForm(giftOrderRequestSchema, {
    amountDollars: 100,
    buyerName,
    recipientName: '',
    recipientEmail: '',
    message: '',
    sendOn: today,
    idempotencyKey,
  });
  const amount = watch('amountDollars');
  const [leaving, setLeaving] = useState(false);

  const submit = handleSubmit(async (order) => {
    try {
      const { paymentUrl } = await buy.mutateAsync(order);
      setLeaving(true);
      window.location.assign(paymentUrl);
    } catch (error) {
      setError('root.buy', {
        message: spokenMessage(
          error,
          'We could not start the payment, and nothing was charged. Check your connection and try again.',
        ),
      });
    }
  });

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-5"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-forest-900">
        Buy a gift voucher
      </h2>
      <fieldset className="space-y-3">
        <legend className="font-semibold text-forest-900">Amount</legend>
        <div className="flex flex-wrap gap-2">
          {GIFT_LIMITS.presetDollars.map((dollars) => (
            <button
              key={dollars}
              type="button"
              aria-pressed={amount === dollars}
              onClick={() => setValue('amountDollars', dollars, { shouldValidate: true })}
              className={`${secondaryButton} aria-pressed:bg-forest-700 aria-pressed:text-white`}
            >
              {formatAud(dollars * 100).replace('.00', '')}
            </button>
          ))}
        </div>
        <TextField
          label="Or any amount in dollars"
          type="number"
          inputMode="numeric"
          min={GIFT_LIMITS.minDollars}
          max={GIFT_LIMITS.maxDollars}
          step={1}
          hint={`Whole dollars from $${GIFT_LIMITS.minDollars} to $${GIFT_LIMITS.maxDollars.toLocaleString('en-AU')}. No GST applies to a gift voucher.`}
          error={errors.amountDollars?.message}
          {...register('amountDollars', { valueAsNumber: true })}
        />
      </fieldset>
      <TextField
        label="Your name"
        autoComplete="name"
        hint="The recipient sees who the voucher is from."
        error={errors.buyerName?.message}
        {...register('buyerName')}
      />
      <TextField
        label="Recipient’s name"
        error={errors.recipientName?.message}
        {...register('recipientName')}
      />
      <TextField
        label="Recipient’s e-mail address"
        type="email"
        hint="We e-mail the voucher here on the send date."
        error={errors.recipientEmail?.message}
        {...register('recipientEmail')}
      />
      <TextAreaField
        label="Message (optional)"
        rows={4}
        maxLength={GIFT_LIMITS.messageLength}
        hint={`Up to ${GIFT_LIMITS.messageLength} characters.`}
        error={errors.message?.message}
        {...register('message')}
      />
      <TextField
        label="Send date"
        type="date"
        min={today}
        max={addDays(today, GIFT_LIMITS.sendWithinDays)}
        hint="Today or any day within a year (Sydney time)."
        error={errors.sendOn?.message}
        {...register('sendOn')}
      />
      {errors.root?.buy && <Alert>{errors.root.buy.message}</Alert>}
      <SubmitButton
        submitting={isSubmitting || leaving}
        submittingLabel={leaving ? 'Opening the payment page…' : 'Ordering…'}
      >
        {Number.isInteger(amount) ? `Pay ${formatAud(amount * 100)}` : 'Pay'}
      </SubmitButton>
    </form>
  );
}
