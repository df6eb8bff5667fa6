import { TextAreaField, TextField } from '@camping/ui/form-field';
import { CardSection } from '#app/shared/card-section.tsx';
import type { CheckoutState } from './use-checkout-form.ts';

/** How the crew reaches the customer, and what they should know. */
export function DetailsSection({ checkout }: { checkout: CheckoutState }) {
  const {
    register,
    formState: { errors },
  } = checkout.form;
  return (
    <CardSection title="Your details">
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="The crew calls this number on the day if they need you."
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextAreaField
        label="Notes for the crew (optional)"
        rows={4}
        hint="Access, where to pitch, anything we should know."
        error={errors.notes?.message}
        {...register('notes')}
      />
    </CardSection>
  );
}
