import { formatAud } from '@camping/domain/catalogue/money';
import { CardSection } from '#app/shared/card-section.tsx';
import type { CheckoutState } from './use-checkout-form.ts';

/** Every add-on with its price and a quantity to choose. */
export function AddOnsSection({ checkout }: { checkout: CheckoutState }) {
  const {
    catalogue,
    addOns: { quantityOf, setQuantity },
  } = checkout;
  if (catalogue.addOns.length === 0) return null;
  return (
    <CardSection title="Add-ons">
      <ul className="space-y-4">
        {catalogue.addOns.map((addOn) => (
          <li key={addOn.id} className="flex flex-wrap items-end justify-between gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-forest-900">{addOn.name}</p>
              <p className="text-sm text-stone-700">
                {formatAud(addOn.priceCents)} {addOn.per === 'night' ? 'a night' : 'a stay'}.{' '}
                {addOn.description}
              </p>
            </div>
            <label className="flex items-center gap-2 text-sm font-semibold text-forest-900">
              Quantity<span className="sr-only"> of {addOn.name}</span>
              <select
                value={quantityOf(addOn.id)}
                onChange={(event) => setQuantity(addOn.id, Number(event.target.value))}
                className="rounded-md border border-stone-400 bg-white px-3 py-2 text-base font-normal text-stone-900"
              >
                {Array.from({ length: addOn.maxQuantity + 1 }, (_, quantity) => (
                  <option key={quantity} value={quantity}>
                    {quantity}
                  </option>
                ))}
              </select>
            </label>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}
