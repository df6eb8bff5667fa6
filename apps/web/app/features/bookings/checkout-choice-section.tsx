import { formatAud } from '@camping/domain/catalogue/money';
import { SelectField } from '@camping/ui/form-field';
import { Section } from './checkout-section.tsx';
import { DEFAULT_GUESTS, type CheckoutState } from './use-checkout-form.ts';

/** Campground, package and guests: what the rest of the checkout depends on. */
export function ChoiceSection({ checkout }: { checkout: CheckoutState }) {
  const {
    form: {
      register,
      setValue,
      formState: { errors },
    },
    catalogue,
    choice: { locationId, packageId, guests, campingPackage, offered },
    guestsFor,
  } = checkout;
  return (
    <Section title="Campground and package">
      <SelectField
        label="Campground"
        // Controlled as well as registered: the choice a link made shows from the first render.
        value={locationId}
        error={
          errors.locationId && (locationId ? errors.locationId.message : 'Choose a campground.')
        }
        {...register('locationId', {
          onChange: (event: { target: { value: string } }) => {
            const next = catalogue.locations.find((l) => l.id === event.target.value);
            if (!next?.packageIds.includes(packageId)) setValue('packageId', '');
          },
        })}
      >
        <option value="">Choose a campground</option>
        {catalogue.locations.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Package"
        value={packageId}
        hint={
          campingPackage ? `Sleeps ${campingPackage.sleeps}. ${campingPackage.summary}` : undefined
        }
        error={errors.packageId && (packageId ? errors.packageId.message : 'Choose a package.')}
        {...register('packageId', {
          onChange: (event: { target: { value: string } }) => {
            const next = offered.find((p) => p.id === event.target.value);
            setValue('guests', guestsFor(guests, next));
          },
        })}
      >
        <option value="">Choose a package</option>
        {offered.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name} ({formatAud(candidate.nightlyRateCents)} a night)
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Guests"
        value={guests}
        error={errors.guests?.message}
        {...register('guests', { valueAsNumber: true })}
      >
        {Array.from({ length: campingPackage?.sleeps ?? DEFAULT_GUESTS }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </SelectField>
    </Section>
  );
}
