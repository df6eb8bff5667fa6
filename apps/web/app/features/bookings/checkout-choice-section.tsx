import type { AddOn } from '@camping/domain/catalogue/add-on';
import { formatAud } from '@camping/domain/catalogue/money';
import { SelectField } from '@camping/ui/form-field';
import { CardSection } from '#app/shared/card-section.tsx';
import type { CheckoutState } from './use-checkout-form.ts';

/** How add-ons with beds raise the guests a package takes ("Each Extra sleeping kit…"). */
const beddingHint = (bedding: readonly AddOn[]) =>
  bedding.length === 0
    ? undefined
    : bedding
        .map((addOn) => `Each ${addOn.name} (an add-on below) sleeps ${addOn.sleeps} more.`)
        .join(' ');

/** Campground, package and guests: what the rest of the checkout depends on. */
export function ChoiceSection({ checkout }: { checkout: CheckoutState }) {
  const {
    form: {
      register,
      setValue,
      formState: { errors },
    },
    catalogue,
    choice: { locationId, packageId, guests, maxGuests, campingPackage, offered },
    packageChosen,
  } = checkout;
  const bedding = catalogue.addOns.filter((addOn) => addOn.sleeps);
  return (
    <CardSection title="Campground and package">
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
            if (!next?.packageIds.includes(packageId)) {
              setValue('packageId', '');
              packageChosen(undefined);
            }
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
          onChange: (event: { target: { value: string } }) =>
            packageChosen(offered.find((p) => p.id === event.target.value)),
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
        hint={beddingHint(bedding)}
        error={errors.guests?.message}
        {...register('guests', { valueAsNumber: true })}
      >
        {Array.from({ length: maxGuests }, (_, index) => (
          <option key={index + 1} value={index + 1}>
            {index + 1}
          </option>
        ))}
      </SelectField>
    </CardSection>
  );
}
