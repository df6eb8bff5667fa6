import type { AvailabilitySettings } from '@camping/domain/firestore/documents';
import { staffAvailabilitySchema } from '@camping/domain/staff/staff-requests';
import { z } from '@camping/domain/zod';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { numberInput } from '../form-inputs.ts';
import { FormRefusal } from '../form-refusal.tsx';
import { useSavingForm } from '../use-saving-form.ts';
import { fullAvailability } from './capacity-availability.ts';

const rules = staffAvailabilitySchema.shape;
const bookingRulesSchema = z.object({
  minNoticeDays: numberInput(rules.minNoticeDays),
  horizonDays: numberInput(rules.horizonDays),
  minStayNights: numberInput(rules.minStayNights),
  crewSetUpsPerDay: numberInput(rules.crewSetUpsPerDay),
  crewPackDownsPerDay: numberInput(rules.crewPackDownsPerDay),
});

const FIELDS = [
  {
    name: 'crewSetUpsPerDay',
    label: 'Set-ups per day',
    hint: 'Arrivals the crew can set up on one day.',
  },
  {
    name: 'crewPackDownsPerDay',
    label: 'Pack-downs per day',
    hint: 'Departures the crew can pack down on one day.',
  },
  {
    name: 'minNoticeDays',
    label: 'Minimum notice (days)',
    hint: 'Days from today before the earliest arrival.',
  },
  {
    name: 'horizonDays',
    label: 'Booking horizon (days)',
    hint: 'How many days ahead a night can be booked.',
  },
  { name: 'minStayNights', label: 'Minimum stay (nights)', hint: 'Peak periods may ask for more.' },
] as const;

export interface BookingRulesFormProps {
  settings: AvailabilitySettings;
  onSave: (settings: ReturnType<typeof fullAvailability>) => Promise<void>;
}

/** Crew capacity, notice, horizon and minimum stay: saved with the blackouts as they are stored. */
export function BookingRulesForm({ settings, onSave }: BookingRulesFormProps) {
  const current = fullAvailability(settings);
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(
    bookingRulesSchema,
    {
      minNoticeDays: String(current.minNoticeDays),
      horizonDays: String(current.horizonDays),
      minStayNights: String(current.minStayNights),
      crewSetUpsPerDay: String(current.crewSetUpsPerDay),
      crewPackDownsPerDay: String(current.crewPackDownsPerDay),
    },
    { save: (values) => onSave({ ...current, ...values }), saved: () => 'Booking rules saved' },
  );
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            inputMode="numeric"
            hint={field.hint}
            error={errors[field.name]?.message}
            {...register(field.name)}
          />
        ))}
      </div>
      <FormRefusal errors={errors} />
      <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
        Save booking rules
      </SubmitButton>
    </form>
  );
}
