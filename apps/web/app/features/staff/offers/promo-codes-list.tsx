import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { PromoCodeDocument, PromoCodeFields } from '@camping/domain/offers/promo-code';
import { compactOutlineButton, secondaryButton } from '@camping/ui/button-styles';
import { showToast } from '@camping/ui/toaster';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { plural } from '#app/shared/plural.ts';
import { savePromoCode } from './offers-calls.ts';
import { promoCodesQuery } from './offers-queries.ts';

const day = (date: string) => formatLongDate(date as IsoDate);

function range(from: string | undefined, to: string | undefined): string {
  if (from && to) return `${day(from)} to ${day(to)}`;
  if (from) return `from ${day(from)}`;
  return to ? `until ${day(to)}` : 'any time';
}

/** A code's settings as staff save them (without its uses and times). */
export function settingsOf({
  usedCount: _used,
  createdAt: _created,
  updatedAt: _updated,
  ...settings
}: PromoCodeDocument): PromoCodeFields {
  return settings;
}

function PromoCodeItem({
  promo,
  onEdit,
}: {
  promo: PromoCodeDocument;
  onEdit: (promo: PromoCodeDocument) => void;
}) {
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      savePromoCode({ isNew: false, promo: { ...settingsOf(promo), active: !promo.active } }),
    onSuccess: async () => {
      showToast({
        severity: 'success',
        summary: `Promo code ${promo.code} ${promo.active ? 'switched off' : 'switched on'}`,
      });
      await queryClient.invalidateQueries({ queryKey: promoCodesQuery.queryKey });
    },
    onError: (error) =>
      showToast({
        severity: 'error',
        summary: spokenMessage(
          error,
          'We could not save this. Check your connection and try again.',
        ),
      }),
  });
  const off =
    promo.discount.kind === 'percent'
      ? `${promo.discount.percent}% off`
      : `${formatAud(promo.discount.cents)} off`;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-4">
      <div className="space-y-1">
        <h3 className="font-mono text-lg font-bold text-forest-900">{promo.code}</h3>
        <p>
          {off}
          {promo.minNights !== undefined &&
            `, stays of at least ${plural(promo.minNights, 'night', 'nights')}`}
          {' · '}
          <span
            className={
              promo.active ? 'font-semibold text-forest-800' : 'font-semibold text-stone-700'
            }
          >
            {promo.active ? 'Active' : 'Off'}
          </span>
        </p>
        <p className="text-sm text-stone-700">
          Booked {range(promo.bookFrom, promo.bookTo)}; stays {range(promo.stayFrom, promo.stayTo)}
        </p>
        <p className="text-sm text-stone-700">
          {promo.totalUses === undefined
            ? 'No limit in all'
            : `Used ${promo.usedCount} of ${promo.totalUses}`}
          {promo.usesPerCustomer !== undefined &&
            `; ${plural(promo.usesPerCustomer, 'use', 'uses')} per customer`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={() => onEdit(promo)}>
          Edit<span className="sr-only"> {promo.code}</span>
        </button>
        <button
          type="button"
          className={compactOutlineButton}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {promo.active ? 'Switch off' : 'Switch on'}
          <span className="sr-only"> {promo.code}</span>
        </button>
      </div>
    </li>
  );
}

/** Every promo code: what it takes off, when, for which stays, and its uses. */
export function PromoCodesList({
  promos,
  onEdit,
}: {
  promos: PromoCodeDocument[];
  onEdit: (promo: PromoCodeDocument) => void;
}) {
  if (promos.length === 0) return <p>No promo codes yet.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {promos.map((promo) => (
        <PromoCodeItem key={promo.code} promo={promo} onEdit={onEdit} />
      ))}
    </ul>
  );
}
