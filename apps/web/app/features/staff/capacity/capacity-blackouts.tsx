import type { AvailabilitySettings } from '@camping/domain/firestore/documents';
import type { StaffAvailability } from '@camping/domain/staff/staff-requests';
import { SubmitButton } from '@camping/ui/submit-button';
import { FormRefusal } from '../form-refusal.tsx';
import { useSavingForm } from '../use-saving-form.ts';
import { fullAvailability } from './capacity-availability.ts';
import { DateRangeList, dateRangeListSchema, rangesForForm } from './date-range-list.tsx';

export interface BlackoutsFormProps {
  settings: AvailabilitySettings;
  onSave: (settings: StaffAvailability) => Promise<void>;
}

/** Business-wide periods nobody can book: saved with the booking rules as they are stored. */
export function BlackoutsForm({ settings, onSave }: BlackoutsFormProps) {
  const current = fullAvailability(settings);
  const {
    control,
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(dateRangeListSchema, rangesForForm(current.blackouts), {
    save: ({ ranges }) => onSave({ ...current, blackouts: ranges }),
    saved: () => 'Blackout periods saved',
  });
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Blackout periods"
      className="space-y-5"
    >
      <DateRangeList noun="Blackout period" control={control} register={register} errors={errors} />
      <FormRefusal errors={errors} />
      <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
        Save blackout periods
      </SubmitButton>
    </form>
  );
}
