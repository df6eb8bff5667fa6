import { useWatch } from 'react-hook-form';
import { isoDateSchema } from '@camping/domain/dates/iso-date';
import {
  PROMO_DISCOUNT_KINDS,
  promoCodeFieldsSchema,
  promoCodeSchema,
  promoDiscountSchema,
  type PromoCodeDocument,
  type PromoCodeFields,
} from '@camping/domain/offers/promo-code';
import { z } from '@camping/domain/zod';
import { secondaryButton } from '@camping/ui/button-styles';
import { SelectField, TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { centsToDollars } from '../dollars.ts';
import { dollarsInput, numberInput, optionalNumberInput } from '../form-inputs.ts';
import { FormRefusal } from '../form-refusal.tsx';
import { useSavingForm } from '../use-saving-form.ts';

const [percentOff, amountOff] = promoDiscountSchema.options;
const { minNights, totalUses, usesPerCustomer } = promoCodeFieldsSchema.shape;
const optionalDate = z
  .string()
  .transform((text) => text.trim() || undefined)
  .pipe(isoDateSchema.optional());

// The form holds text; what it saves is the contract's promo code (its rules and sentences apply).
const promoFormSchema = z
  .object({
    code: promoCodeSchema,
    kind: z.enum(PROMO_DISCOUNT_KINDS),
    percent: z.string(),
    amount: z.string(),
    bookFrom: optionalDate,
    bookTo: optionalDate,
    stayFrom: optionalDate,
    stayTo: optionalDate,
    minNights: optionalNumberInput(minNights.unwrap()),
    totalUses: optionalNumberInput(totalUses.unwrap()),
    usesPerCustomer: optionalNumberInput(usesPerCustomer.unwrap()),
    active: z.boolean(),
  })
  .transform(({ kind, percent, amount, ...rest }, context) => {
    const off =
      kind === 'percent'
        ? numberInput(percentOff.shape.percent).safeParse(percent)
        : dollarsInput(amountOff.shape.cents).safeParse(amount);
    if (!off.success) {
      for (const issue of off.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: [kind] });
      }
      return z.NEVER;
    }
    const discount = kind === 'percent' ? { kind, percent: off.data } : { kind, cents: off.data };
    const set = Object.entries(rest).filter(([, value]) => value !== undefined);
    return { ...Object.fromEntries(set), discount };
  })
  .pipe(promoCodeFieldsSchema);
type PromoFormInput = z.input<typeof promoFormSchema>;

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

function formOf(promo: PromoCodeDocument | null): PromoFormInput {
  return {
    code: promo?.code ?? '',
    kind: promo?.discount.kind ?? 'percent',
    percent: promo?.discount.kind === 'percent' ? String(promo.discount.percent) : '',
    amount: promo?.discount.kind === 'amount' ? centsToDollars(promo.discount.cents) : '',
    bookFrom: promo?.bookFrom ?? '',
    bookTo: promo?.bookTo ?? '',
    stayFrom: promo?.stayFrom ?? '',
    stayTo: promo?.stayTo ?? '',
    minNights: text(promo?.minNights),
    totalUses: text(promo?.totalUses),
    usesPerCustomer: text(promo?.usesPerCustomer),
    active: promo?.active ?? true,
  };
}

export interface PromoCodeFormProps {
  /** The code to edit, or null for a new one. */
  promo: PromoCodeDocument | null;
  onSave: (promo: PromoCodeFields, isNew: boolean) => Promise<void>;
  onClose: () => void;
}

/**
 * A promo code: what it takes off, when it can be booked and for which stays, how long a stay it
 * needs, and how often it can be used, in all and by one customer. Limits left empty do not apply.
 */
export function PromoCodeForm({ promo, onSave, onClose }: PromoCodeFormProps) {
  const isNew = promo === null;
  const {
    register,
    control,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(promoFormSchema, formOf(promo), {
    save: async (saved) => {
      await onSave(saved, isNew);
      onClose();
    },
    saved: (saved) => `Promo code ${saved.code} ${isNew ? 'added' : 'saved'}`,
  });
  const kind = useWatch({ control, name: 'kind' });
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-labelledby="promo-heading"
      className="space-y-5"
    >
      <h2 id="promo-heading" className="text-xl font-bold text-forest-900">
        {isNew ? 'New promo code' : `Edit ${promo.code}`}
      </h2>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Code"
          readOnly={!isNew}
          autoCapitalize="characters"
          hint={
            isNew
              ? '4 to 20 letters and digits; customers type it in any case.'
              : 'Saved codes do not change.'
          }
          error={errors.code?.message}
          {...register('code')}
        />
        <SelectField label="Discount" error={errors.kind?.message} {...register('kind')}>
          <option value="percent">A percentage off</option>
          <option value="amount">An amount off</option>
        </SelectField>
        {kind === 'percent' ? (
          <TextField
            label="Percentage off"
            inputMode="numeric"
            hint="1 to 100, of the whole stay."
            error={errors.percent?.message}
            {...register('percent')}
          />
        ) : (
          <TextField
            label="Amount off ($, GST included)"
            inputMode="decimal"
            hint="e.g. 50 or 49.50; never more than the stay costs."
            error={errors.amount?.message}
            {...register('amount')}
          />
        )}
        <TextField
          label="At least this many nights (optional)"
          inputMode="numeric"
          error={errors.minNights?.message}
          {...register('minNights')}
        />
        <TextField
          label="Booked from (optional)"
          type="date"
          error={errors.bookFrom?.message}
          {...register('bookFrom')}
        />
        <TextField
          label="Booked until (optional)"
          type="date"
          error={errors.bookTo?.message}
          {...register('bookTo')}
        />
        <TextField
          label="Stays from (optional)"
          type="date"
          hint="The first night a stay may have."
          error={errors.stayFrom?.message}
          {...register('stayFrom')}
        />
        <TextField
          label="Stays until (optional)"
          type="date"
          hint="The last night a stay may have."
          error={errors.stayTo?.message}
          {...register('stayTo')}
        />
        <TextField
          label="Uses in all (optional)"
          inputMode="numeric"
          error={errors.totalUses?.message}
          {...register('totalUses')}
        />
        <TextField
          label="Uses per customer (optional)"
          inputMode="numeric"
          error={errors.usesPerCustomer?.message}
          {...register('usesPerCustomer')}
        />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-5 accent-forest-700" {...register('active')} />
        Active: customers can use it now
      </label>
      <FormRefusal errors={errors} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
          Save
        </SubmitButton>
        <button type="button" className={secondaryButton} onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
