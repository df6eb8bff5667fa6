import { useFieldArray, type FieldErrors } from 'react-hook-form';
import {
  cancellationTierSchema,
  deliveryTierSchema,
  type PricingSettings,
} from '@camping/domain/catalogue/pricing-settings';
import { staffPricingSchema } from '@camping/domain/staff/staff-requests';
import { z } from '@camping/domain/zod';
import { secondaryButton } from '@camping/ui/button-styles';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { centsToDollars } from '../dollars.ts';
import { dollarsInput, numberInput } from '../form-inputs.ts';
import { FormRefusal } from '../form-refusal.tsx';
import { useSavingForm } from '../use-saving-form.ts';

// The two ladders of the pricing settings: delivery fees by drive time, and what a customer's own
// cancellation refunds by days before arrival. Each is a list of rules of two typed fields, saved
// with the rest of the pricing as stored.

type Ladder = 'deliveryTiers' | 'cancellationTiers';

/** One rule as the form holds it: each field's text. */
type RuleInput = Record<string, string>;

interface LadderSpec {
  /** The form's name, e.g. "Delivery fees". */
  label: string;
  /** What one rule is called, e.g. "Delivery fee". */
  noun: string;
  fields: { name: string; label: string; inputMode: 'numeric' | 'decimal'; hint?: string }[];
  /** The form's text in, the contract's list out (its order and coverage rules included). */
  schema: z.ZodType<PricingSettings[Ladder], RuleInput[]>;
  forForm: (pricing: PricingSettings) => RuleInput[];
}

const LADDERS: Record<Ladder, LadderSpec> = {
  deliveryTiers: {
    label: 'Delivery fees',
    noun: 'Delivery fee',
    fields: [
      { name: 'upToMinutes', label: 'For drives of up to (minutes)', inputMode: 'numeric' },
      {
        name: 'feeDollars',
        label: 'Fee ($)',
        inputMode: 'decimal',
        hint: 'Covers the set-up and the pack-down.',
      },
    ],
    schema: z
      .array(
        z
          .object({
            upToMinutes: numberInput(deliveryTierSchema.shape.upToMinutes),
            feeDollars: dollarsInput(deliveryTierSchema.shape.feeCents),
          })
          .transform(({ upToMinutes, feeDollars }) => ({ upToMinutes, feeCents: feeDollars })),
      )
      .pipe(staffPricingSchema.shape.deliveryTiers),
    forForm: (pricing) =>
      pricing.deliveryTiers.map((tier) => ({
        upToMinutes: String(tier.upToMinutes),
        feeDollars: centsToDollars(tier.feeCents),
      })),
  },
  cancellationTiers: {
    label: 'Cancellation refunds',
    noun: 'Cancellation rule',
    fields: [
      {
        name: 'daysBeforeArrival',
        label: 'Cancelled at least (days before arrival)',
        inputMode: 'numeric',
      },
      { name: 'refundPercent', label: 'Refund (% of what was paid)', inputMode: 'numeric' },
    ],
    schema: z
      .array(
        z.object({
          daysBeforeArrival: numberInput(cancellationTierSchema.shape.daysBeforeArrival),
          refundPercent: numberInput(cancellationTierSchema.shape.refundPercent),
        }),
      )
      .pipe(staffPricingSchema.shape.cancellationTiers),
    forForm: (pricing) =>
      pricing.cancellationTiers.map((tier) => ({
        daysBeforeArrival: String(tier.daysBeforeArrival),
        refundPercent: String(tier.refundPercent),
      })),
  },
};

interface PricingRulesFormProps {
  pricing: PricingSettings;
  onSave: (pricing: PricingSettings) => Promise<void>;
}

/** The problem of the list as a whole (order, coverage), wherever the resolver put it. */
function listProblem(errors: FieldErrors<{ rules: RuleInput[] }>): string | undefined {
  return errors.rules?.root?.message ?? errors.rules?.message;
}

function LadderForm({ ladder, pricing, onSave }: PricingRulesFormProps & { ladder: Ladder }) {
  const { label, noun, fields, schema, forForm } = LADDERS[ladder];
  const {
    control,
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(
    z.object({ rules: schema }),
    { rules: forForm(pricing) },
    {
      save: ({ rules }) => onSave({ ...pricing, [ladder]: rules }),
      saved: () => `${label} saved`,
    },
  );
  const rules = useFieldArray({ control, name: 'rules' });
  const problem = listProblem(errors);
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={label} className="space-y-5">
      {rules.fields.length === 0 && <p className="text-stone-700">None.</p>}
      {rules.fields.map((rule, index) => {
        const name = `${noun} ${index + 1}`;
        return (
          <fieldset key={rule.id} className="space-y-4 rounded-lg border border-stone-300 p-4">
            <legend className="px-1 font-bold text-forest-900">{name}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {fields.map((field) => (
                <TextField
                  key={field.name}
                  label={field.label}
                  inputMode={field.inputMode}
                  hint={field.hint}
                  error={errors.rules?.[index]?.[field.name]?.message}
                  {...register(`rules.${index}.${field.name}`)}
                />
              ))}
            </div>
            <button type="button" onClick={() => rules.remove(index)} className={secondaryButton}>
              Remove<span className="sr-only"> {name.toLowerCase()}</span>
            </button>
          </fieldset>
        );
      })}
      {problem && <p className="text-sm font-medium text-red-800">{problem}</p>}
      <div>
        <button
          type="button"
          onClick={() => rules.append(Object.fromEntries(fields.map((field) => [field.name, ''])))}
          className={secondaryButton}
        >
          Add a {noun.toLowerCase()}
        </button>
      </div>
      <FormRefusal errors={errors} />
      <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
        Save {label.toLowerCase()}
      </SubmitButton>
    </form>
  );
}

/** Delivery fees by drive time from Sydney: a campground pays the first fee whose drive covers it. */
export function DeliveryFeesForm(props: PricingRulesFormProps) {
  return <LadderForm ladder="deliveryTiers" {...props} />;
}

/** What a customer's own cancellation refunds: the first rule it meets, by days before arrival. */
export function CancellationRulesForm(props: PricingRulesFormProps) {
  return <LadderForm ladder="cancellationTiers" {...props} />;
}
