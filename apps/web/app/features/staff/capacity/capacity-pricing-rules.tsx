import {
  cancellationTierSchema,
  deliveryTierSchema,
  type CancellationTier,
  type DeliveryTier,
  type PricingSettings,
} from '@camping/domain/catalogue/pricing-settings';
import { staffPricingSchema } from '@camping/domain/staff/staff-requests';
import { z } from '@camping/domain/zod';
import { secondaryButton } from '@camping/ui/button-styles';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import type { FormEventHandler, ReactNode } from 'react';
import { useFieldArray, type FieldErrors } from 'react-hook-form';
import { centsToDollars } from '../dollars.ts';
import { FormRefusal } from '../form-refusal.tsx';
import { dollarsInput, numberInput } from '../form-inputs.ts';
import { useSavingForm } from '../use-saving-form.ts';

// The two ladders of the pricing settings: delivery fees by drive time, and what a customer's own
// cancellation refunds by days before arrival. Each is saved with the rest of the pricing as stored.

interface PricingRulesFormProps {
  pricing: PricingSettings;
  onSave: (pricing: PricingSettings) => Promise<void>;
}

interface RulesFrameProps {
  label: string;
  /** What one rule is called, e.g. "Delivery fee". */
  noun: string;
  count: number;
  /** The list's own problem (order, coverage), from the contract. */
  listError: string | undefined;
  errors: FieldErrors;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onAdd: () => void;
  children: ReactNode;
}

function RulesFrame({
  label,
  noun,
  count,
  listError,
  errors,
  submitting,
  onSubmit,
  onAdd,
  children,
}: RulesFrameProps) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={label} className="space-y-5">
      {count === 0 && <p className="text-stone-700">None.</p>}
      {children}
      {listError && <p className="text-sm font-medium text-red-800">{listError}</p>}
      <div>
        <button type="button" onClick={onAdd} className={secondaryButton}>
          Add a {noun.toLowerCase()}
        </button>
      </div>
      <FormRefusal errors={errors} />
      <SubmitButton submitting={submitting} submittingLabel="Saving…">
        Save {label.toLowerCase()}
      </SubmitButton>
    </form>
  );
}

function Rule({
  name,
  onRemove,
  children,
}: {
  name: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-300 p-4">
      <legend className="px-1 font-bold text-forest-900">{name}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
      <button type="button" onClick={onRemove} className={secondaryButton}>
        Remove<span className="sr-only"> {name.toLowerCase()}</span>
      </button>
    </fieldset>
  );
}

/** The problem of the list as a whole, wherever the resolver put it. */
const listProblem = (error: { message?: string; root?: { message?: string } } | undefined) =>
  error?.root?.message ?? error?.message;

const deliveryFeesSchema = z.object({
  tiers: z
    .array(
      z
        .object({
          upToMinutes: numberInput(deliveryTierSchema.shape.upToMinutes),
          feeDollars: dollarsInput(deliveryTierSchema.shape.feeCents),
        })
        .transform(({ upToMinutes, feeDollars }) => ({ upToMinutes, feeCents: feeDollars })),
    )
    .pipe(staffPricingSchema.shape.deliveryTiers),
});

const deliveryTierForForm = (tier: DeliveryTier) => ({
  upToMinutes: String(tier.upToMinutes),
  feeDollars: centsToDollars(tier.feeCents),
});

/** Delivery fees by drive time from Sydney: a campground pays the first fee whose drive covers it. */
export function DeliveryFeesForm({ pricing, onSave }: PricingRulesFormProps) {
  const {
    control,
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(
    deliveryFeesSchema,
    { tiers: pricing.deliveryTiers.map(deliveryTierForForm) },
    {
      save: ({ tiers }) => onSave({ ...pricing, deliveryTiers: tiers }),
      saved: () => 'Delivery fees saved',
    },
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  return (
    <RulesFrame
      label="Delivery fees"
      noun="Delivery fee"
      count={fields.length}
      listError={listProblem(errors.tiers)}
      errors={errors}
      submitting={isSubmitting}
      onSubmit={submit}
      onAdd={() => append({ upToMinutes: '', feeDollars: '' })}
    >
      {fields.map((field, index) => {
        const itemErrors = errors.tiers?.[index];
        return (
          <Rule key={field.id} name={`Delivery fee ${index + 1}`} onRemove={() => remove(index)}>
            <TextField
              label="For drives of up to (minutes)"
              inputMode="numeric"
              error={itemErrors?.upToMinutes?.message}
              {...register(`tiers.${index}.upToMinutes`)}
            />
            <TextField
              label="Fee ($)"
              inputMode="decimal"
              hint="Covers the set-up and the pack-down."
              error={itemErrors?.feeDollars?.message}
              {...register(`tiers.${index}.feeDollars`)}
            />
          </Rule>
        );
      })}
    </RulesFrame>
  );
}

const cancellationRulesSchema = z.object({
  tiers: z
    .array(
      z.object({
        daysBeforeArrival: numberInput(cancellationTierSchema.shape.daysBeforeArrival),
        refundPercent: numberInput(cancellationTierSchema.shape.refundPercent),
      }),
    )
    .pipe(staffPricingSchema.shape.cancellationTiers),
});

const cancellationTierForForm = (tier: CancellationTier) => ({
  daysBeforeArrival: String(tier.daysBeforeArrival),
  refundPercent: String(tier.refundPercent),
});

/** What a customer's own cancellation refunds: the first rule it meets, by days before arrival. */
export function CancellationRulesForm({ pricing, onSave }: PricingRulesFormProps) {
  const {
    control,
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(
    cancellationRulesSchema,
    { tiers: pricing.cancellationTiers.map(cancellationTierForForm) },
    {
      save: ({ tiers }) => onSave({ ...pricing, cancellationTiers: tiers }),
      saved: () => 'Cancellation refunds saved',
    },
  );
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  return (
    <RulesFrame
      label="Cancellation refunds"
      noun="Cancellation rule"
      count={fields.length}
      listError={listProblem(errors.tiers)}
      errors={errors}
      submitting={isSubmitting}
      onSubmit={submit}
      onAdd={() => append({ daysBeforeArrival: '', refundPercent: '' })}
    >
      {fields.map((field, index) => {
        const itemErrors = errors.tiers?.[index];
        return (
          <Rule
            key={field.id}
            name={`Cancellation rule ${index + 1}`}
            onRemove={() => remove(index)}
          >
            <TextField
              label="Cancelled at least (days before arrival)"
              inputMode="numeric"
              error={itemErrors?.daysBeforeArrival?.message}
              {...register(`tiers.${index}.daysBeforeArrival`)}
            />
            <TextField
              label="Refund (% of what was paid)"
              inputMode="numeric"
              error={itemErrors?.refundPercent?.message}
              {...register(`tiers.${index}.refundPercent`)}
            />
          </Rule>
        );
      })}
    </RulesFrame>
  );
}
