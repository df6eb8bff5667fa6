import { useRef } from 'react';
import { AddOnsSection } from './checkout-add-ons-section.tsx';
import { ChoiceSection } from './checkout-choice-section.tsx';
import { DetailsSection } from './checkout-details-section.tsx';
import { PricePanel } from './checkout-price-panel.tsx';
import { StaySection } from './checkout-stay-section.tsx';
import { KeepCheckoutDraft } from './keep-checkout-draft.ts';
import { useCheckoutForm, type CheckoutSetup } from './use-checkout-form.ts';

export type CheckoutFormProps = CheckoutSetup;

/**
 * The booking form: campground, package, guests, stay, add-ons and contact details, priced live by the
 * server, then held and paid for (the logic is useCheckoutForm's; each section shows one part).
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const checkout = useCheckoutForm(props, formRef);
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={checkout.submit}
      aria-label="Book your stay"
      className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]"
    >
      <KeepCheckoutDraft control={checkout.form.control} saveDraft={props.saveDraft} />
      <div className="space-y-6">
        <ChoiceSection checkout={checkout} />
        <StaySection checkout={checkout} />
        <AddOnsSection checkout={checkout} />
        <DetailsSection checkout={checkout} />
      </div>
      <PricePanel checkout={checkout} />
    </form>
  );
}
