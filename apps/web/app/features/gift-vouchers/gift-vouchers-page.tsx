import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { pageTitle } from '@camping/domain/site/page-title';
import { GIFT_VOUCHER_PARAMS, PATHS } from '@camping/domain/site/paths';
import { GIFT_SENTENCES } from '@camping/domain/vouchers/gift-order';
import { primaryButton, secondaryButton } from '@camping/ui/button-styles';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useFocusOn } from '@camping/ui/use-focus-on';
import { useSignedInUser } from '#app/features/account/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { container } from '#app/shared/styles.ts';
import { GiftVoucherForm } from './gift-voucher-form.tsx';

/** Back from paying: the webhook issues the voucher; the receipt and My Account follow. */
function Thanks() {
  const status = useRef<HTMLDivElement>(null);
  useFocusOn(status);
  return (
    <section className="space-y-5">
      <div ref={status} role="status" tabIndex={-1} className="space-y-3 outline-none">
        <h2 className="text-2xl font-bold text-forest-900">Thank you for your order</h2>
        <p>
          Your payment went through. We&apos;ll e-mail your receipt with the voucher&apos;s code,
          and send the voucher to its recipient on the date you chose. You can follow it in My
          Account.
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={PATHS.account} className={primaryButton}>
          See your vouchers
        </Link>
        <Link to={PATHS.giftVouchers} className={secondaryButton}>
          Buy another gift voucher
        </Link>
      </div>
    </section>
  );
}

export default function GiftVouchersPage() {
  const [search] = useSearchParams();
  const user = useSignedInUser();
  const paid = search.get(GIFT_VOUCHER_PARAMS.paid);
  return (
    <main>
      <PageMeta title={pageTitle('Gift Vouchers')} />
      <PageTitleBanner title="Gift vouchers" />
      <div className={`${container} max-w-2xl space-y-6 py-10`}>
        {paid ? (
          <Thanks />
        ) : (
          <>
            <p>
              Give a camping weekend: we set everything up, they arrive and relax. A voucher pays
              for all or part of any stay and is valid for 3 years. {GIFT_SENTENCES.howToUse}
            </p>
            <GiftVoucherForm buyerName={user.displayName ?? ''} today={todayInSydney()} />
          </>
        )}
      </div>
    </main>
  );
}
