import { useFieldArray, useWatch } from 'react-hook-form';
import {
  peakPeriodSchema,
  type PeakPeriod,
  type PricingSettings,
} from '@camping/domain/catalogue/pricing-settings';
import { staffPricingSchema } from '@camping/domain/staff/staff-requests';
import { z } from '@camping/domain/zod';
import { secondaryButton } from '@camping/ui/button-styles';
import { SelectField, TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { centsToDollars } from '../dollars.ts';
import { dollarsInput, numberInput, optionalNumberInput } from '../form-inputs.ts';
import { FormRefusal } from '../form-refusal.tsx';
import { useSavingForm } from '../use-saving-form.ts';

const [multiplier, surcharge] = peakPeriodSchema.shape.adjustment.options;

// The form holds both ways of raising the rate; only the chosen one is read.
const periodInput = z
  .object({
    name: z.string().trim().min(1, 'Name the period, like “Easter holidays”.').max(120),
    from: z.string().trim(),
    to: z.string().trim(),
    adjustment: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('multiplier'),
        ratePercent: numberInput(multiplier.shape.ratePercent),
      }),
      z
        .object({
          type: z.literal('surcharge'),
          surchargeDollars: dollarsInput(surcharge.shape.surchargeCents),
        })
        .transform(({ surchargeDollars }) => ({
          type: 'surcharge' as const,
          surchargeCents: surchargeDollars,
        })),
    ]),
    minStayNights: optionalNumberInput(peakPeriodSchema.shape.minStayNights.unwrap()),
  })
  .pipe(peakPeriodSchema);

const peakPeriodsSchema = z.object({
  periods: z.array(periodInput).pipe(staffPricingSchema.shape.peakPeriods),
});
type PeakPeriodsInput = z.input<typeof peakPeriodsSchema>;

const periodForForm = (period: PeakPeriod): PeakPeriodsInput['periods'][number] => ({
  name: period.name,
  from: period.from,
  to: period.to,
  adjustment: {
    type: period.adjustment.type,
    ratePercent:
      period.adjustment.type === 'multiplier' ? String(period.adjustment.ratePercent) : '100',
    surchargeDollars:
      period.adjustment.type === 'surcharge'
        ? centsToDollars(period.adjustment.surchargeCents)
        : '',
  } as PeakPeriodsInput['periods'][number]['adjustment'],
  minStayNights: period.minStayNights === undefined ? '' : String(period.minStayNights),
});

const NEW_PERIOD = periodForForm({
  name: '',
  from: '',
  to: '',
  adjustment: { type: 'multiplier', ratePercent: 125 },
});

export interface PeakPeriodsFormProps {
  pricing: PricingSettings;
  onSave: (pricing: PricingSettings) => Promise<void>;
}

/** Periods of every year with a higher nightly rate: saved with the rest of the pricing as stored. */
export function PeakPeriodsForm({ pricing, onSave }: PeakPeriodsFormProps) {
  const {
    control,
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(
    peakPeriodsSchema,
    { periods: pricing.peakPeriods.map(periodForForm) },
    {
      save: ({ periods }) => onSave({ ...pricing, peakPeriods: periods }),
      saved: () => 'Peak periods saved',
    },
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'periods' });
  const types = useWatch({ control, name: 'periods' }).map((period) => period.adjustment.type);
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Peak periods"
      className="space-y-5"
    >
      {fields.length === 0 && <p className="text-stone-700">None.</p>}
      {fields.map((field, index) => {
        const itemErrors = errors.periods?.[index];
        const adjustmentErrors = itemErrors?.adjustment as
          | { ratePercent?: { message?: string }; surchargeDollars?: { message?: string } }
          | undefined;
        const name = `Peak period ${index + 1}`;
        return (
          <fieldset key={field.id} className="space-y-4 rounded-lg border border-stone-300 p-4">
            <legend className="px-1 font-bold text-forest-900">{name}</legend>
            <TextField
              label="Name"
              error={itemErrors?.name?.message}
              {...register(`periods.${index}.name`)}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label="From (MM-DD)"
                placeholder="12-20"
                hint="Every year."
                error={itemErrors?.from?.message}
                {...register(`periods.${index}.from`)}
              />
              <TextField
                label="To (MM-DD)"
                placeholder="01-31"
                hint="Inclusive. Before “From” runs over the new year."
                error={itemErrors?.to?.message}
                {...register(`periods.${index}.to`)}
              />
              <SelectField label="Nightly rate" {...register(`periods.${index}.adjustment.type`)}>
                <option value="multiplier">A percentage of the usual rate</option>
                <option value="surcharge">A flat amount on top</option>
              </SelectField>
              {types[index] === 'surcharge' ? (
                <TextField
                  label="Amount on top, a night ($)"
                  inputMode="decimal"
                  error={adjustmentErrors?.surchargeDollars?.message}
                  {...register(`periods.${index}.adjustment.surchargeDollars`)}
                />
              ) : (
                <TextField
                  label="Percentage of the usual rate"
                  inputMode="numeric"
                  hint="125 is a quarter more."
                  error={adjustmentErrors?.ratePercent?.message}
                  {...register(`periods.${index}.adjustment.ratePercent`)}
                />
              )}
              <TextField
                label="Minimum stay (nights, optional)"
                inputMode="numeric"
                hint="For arrivals in the period."
                error={itemErrors?.minStayNights?.message}
                {...register(`periods.${index}.minStayNights`)}
              />
            </div>
            <button type="button" onClick={() => remove(index)} className={secondaryButton}>
              Remove<span className="sr-only"> {name.toLowerCase()}</span>
            </button>
          </fieldset>
        );
      })}
      {errors.periods?.root?.message && (
        <p className="text-sm font-medium text-red-800">{errors.periods.root.message}</p>
      )}
      <div>
        <button type="button" onClick={() => append(NEW_PERIOD)} className={secondaryButton}>
          Add a peak period
        </button>
      </div>
      <FormRefusal errors={errors} />
      <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
        Save peak periods
      </SubmitButton>
    </form>
  );
}
