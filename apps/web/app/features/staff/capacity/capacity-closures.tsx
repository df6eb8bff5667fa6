import { useState } from 'react';
import type { Location } from '@camping/domain/catalogue/location';
import { SelectField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { staffLocation, type StaffLocation } from '../catalogue/catalogue-location-entry.ts';
import { FormRefusal } from '../form-refusal.tsx';
import { useSavingForm } from '../use-saving-form.ts';
import { DateRangeList, dateRangeListSchema, rangesForForm } from './date-range-list.tsx';

interface ClosuresFormProps {
  location: Location;
  onSave: (location: StaffLocation) => Promise<void>;
}

function ClosuresForm({ location, onSave }: ClosuresFormProps) {
  const {
    control,
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(dateRangeListSchema, rangesForForm(location.closures), {
    save: ({ ranges }) => onSave({ ...staffLocation(location), closures: ranges }),
    saved: () => `Closures of ${location.name} saved`,
  });
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={`Closures of ${location.name}`}
      className="space-y-5"
    >
      <DateRangeList noun="Closure" control={control} register={register} errors={errors} />
      <FormRefusal errors={errors} />
      <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
        Save closures<span className="sr-only"> of {location.name}</span>
      </SubmitButton>
    </form>
  );
}

export interface ClosuresProps {
  locations: Location[];
  onSave: (location: StaffLocation) => Promise<void>;
}

/** One campground's closures at a time: choosing another shows its own. */
export function Closures({ locations, onSave }: ClosuresProps) {
  const [chosenId, setChosenId] = useState(locations[0]?.id ?? '');
  const chosen = locations.find((location) => location.id === chosenId);
  return (
    <div className="space-y-5">
      <SelectField
        label="Campground"
        value={chosenId}
        onChange={(event) => setChosenId(event.target.value)}
        className="max-w-md"
      >
        {locations.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
            {location.archived ? ' (archived)' : ''}
          </option>
        ))}
      </SelectField>
      {chosen && <ClosuresForm key={chosen.id} location={chosen} onSave={onSave} />}
    </div>
  );
}
