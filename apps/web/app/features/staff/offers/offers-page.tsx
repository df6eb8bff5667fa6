import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PromoCodeDocument, PromoCodeFields } from '@camping/domain/offers/promo-code';
import { secondaryButton } from '@camping/ui/button-styles';
import { CardSection } from '#app/shared/card-section.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { savePromoCode } from './offers-calls.ts';
import { promoCodesQuery } from './offers-queries.ts';
import { PromoCodeForm } from './promo-code-form.tsx';
import { PromoCodesList } from './promo-codes-list.tsx';

/**
 * Offers: the promo codes customers type at checkout, each with its discount, dates, limits and
 * uses; a new one, or one edited, in the form above the list.
 */
export default function OffersPage() {
  const queryClient = useQueryClient();
  const promos = useQuery(promoCodesQuery);
  // The code being edited: null for a new one; undefined while none is.
  const [editing, setEditing] = useState<PromoCodeDocument | null | undefined>(undefined);
  const save = async (promo: PromoCodeFields, isNew: boolean) => {
    await savePromoCode({ isNew, promo });
    await queryClient.invalidateQueries({ queryKey: promoCodesQuery.queryKey });
  };
  return (
    <>
      <StaffPageTitle title="Offers" />
      {editing !== undefined && (
        <CardSection title={editing ? `Promo code ${editing.code}` : 'A new promo code'}>
          <PromoCodeForm
            key={editing?.code ?? 'new'}
            promo={editing}
            onSave={save}
            onClose={() => setEditing(undefined)}
          />
        </CardSection>
      )}
      <CardSection
        title="Promo codes"
        intro="Customers type a code at checkout; the price they are quoted, and pay, is after its discount."
        action={
          <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
            New promo code
          </button>
        }
      >
        {promos.data ? (
          <PromoCodesList promos={promos.data} onEdit={setEditing} />
        ) : (
          <QueryPending
            queries={[promos]}
            loading="Loading the promo codes…"
            error="We could not load the promo codes."
          />
        )}
      </CardSection>
    </>
  );
}
