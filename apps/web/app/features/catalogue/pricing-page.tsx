import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { formatAud } from '@camping/domain/catalogue/money';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import {
  describeCancellationTier,
  describeDeliveryTier,
  describePeakAdjustment,
  describeRefund,
  formatMonthDay,
} from '#app/shared/format.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { PageSection } from '#app/shared/page-section.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { container, textLink } from '#app/shared/styles.ts';
import { addOnsQuery, packagesQuery, pricingSettingsQuery } from './catalogue-queries.ts';
import { formatDriveTime } from './drive-time.ts';
import { locationsQuery } from './locations-queries.ts';
import { workedExample, type CatalogueForPricing } from './pricing-example.ts';
import { cell, Table } from './pricing-table.tsx';
import { WorkedExampleQuotes } from './pricing-worked-example.tsx';

function PriceSections({ packages, addOns, settings, locations }: CatalogueForPricing) {
  const example = workedExample({ packages, addOns, settings, locations });

  return (
    <>
      <PageSection
        id="packages"
        title="Packages"
        intro={
          <p>
            The nightly rate covers the whole set-up for the whole party, not per person. Stays are
            at least {BOOKING_RULES.minStayNights} nights.{' '}
            <Link to={PATHS.equipment} className={textLink}>
              See what each package includes
            </Link>
            .
          </p>
        }
      >
        <Table caption="Nightly rate of each package" head={['Package', 'Sleeps', 'A night']}>
          {packages.map((campingPackage) => (
            <tr key={campingPackage.id}>
              <th scope="row" className={`${cell} font-semibold`}>
                {campingPackage.name}
              </th>
              <td className={cell}>{campingPackage.sleeps}</td>
              <td className={`${cell} font-semibold`}>
                {formatAud(campingPackage.nightlyRateCents)}
              </td>
            </tr>
          ))}
        </Table>
      </PageSection>

      <PageSection
        id="delivery"
        title="Delivery, set-up and pack-down"
        tone="tinted"
        intro={<p>Charged once a stay, by the drive from Sydney city centre to the campground.</p>}
      >
        <Table caption="Delivery fee by drive time" head={['Drive from Sydney', 'A stay']}>
          {settings.deliveryTiers.map((tier, index) => {
            const shorterDrives = settings.deliveryTiers[index - 1]?.upToMinutes ?? 0;
            const covered = locations.filter(
              (location) =>
                location.driveMinutes > shorterDrives && location.driveMinutes <= tier.upToMinutes,
            );
            return (
              <tr key={tier.upToMinutes}>
                <th scope="row" className={`${cell} font-normal`}>
                  <span className="font-semibold">
                    {describeDeliveryTier(settings.deliveryTiers, index)}
                  </span>
                  {covered.length > 0 && (
                    <span className="block text-sm text-stone-700">
                      {covered
                        .map(
                          (location) =>
                            `${location.name} (${formatDriveTime(location.driveMinutes)})`,
                        )
                        .join(', ')}
                    </span>
                  )}
                </th>
                <td className={`${cell} font-semibold`}>
                  {tier.feeCents === 0 ? 'Free' : formatAud(tier.feeCents)}
                </td>
              </tr>
            );
          })}
        </Table>
      </PageSection>

      <PageSection
        id="peak-periods"
        title="Peak periods"
        intro={
          <p>
            Nights in these periods, every year, cost more. Where a stay runs into one, only those
            nights do.
          </p>
        }
      >
        {settings.peakPeriods.length === 0 ? (
          <p>There are no peak periods at the moment: every night is charged at the usual rate.</p>
        ) : (
          <Table caption="Peak periods and their prices" head={['Period', 'Price', 'Minimum stay']}>
            {settings.peakPeriods.map((period) => (
              <tr key={period.name}>
                <th scope="row" className={`${cell} font-normal`}>
                  <span className="font-semibold">{period.name}</span>
                  <span className="block text-sm text-stone-700">
                    {formatMonthDay(period.from)} to {formatMonthDay(period.to)}
                  </span>
                </th>
                <td className={cell}>{describePeakAdjustment(period.adjustment)}</td>
                <td className={cell}>
                  {period.minStayNights ?? BOOKING_RULES.minStayNights} nights
                </td>
              </tr>
            ))}
          </Table>
        )}
      </PageSection>

      <PageSection
        id="add-ons"
        title="Add-ons"
        tone="tinted"
        intro={<p>Add-ons we bring with your set-up.</p>}
      >
        <Table caption="Add-ons and their prices" head={['Add-on', 'Price', 'Up to']}>
          {addOns.map((addOn) => (
            <tr key={addOn.id}>
              <th scope="row" className={`${cell} font-normal`}>
                <span className="font-semibold">{addOn.name}</span>
                <span className="block text-sm text-stone-700">{addOn.description}</span>
              </th>
              <td className={`${cell} font-semibold`}>
                {formatAud(addOn.priceCents)} {addOn.per === 'night' ? 'a night' : 'a stay'}
              </td>
              <td className={cell}>{addOn.maxQuantity}</td>
            </tr>
          ))}
        </Table>
      </PageSection>

      <PageSection
        id="gst"
        title="GST and your total"
        intro={
          <p>
            Every price on this site is in Australian dollars and includes GST. At checkout you see
            one total for the whole stay, with the GST it includes (one eleventh of the total)
            stated underneath; your tax invoice shows the same.
          </p>
        }
      >
        {example && <WorkedExampleQuotes example={example} />}
      </PageSection>

      <PageSection
        id="gift-vouchers"
        title="Gift vouchers"
        intro={
          <p>
            Give a camping weekend as a present: a gift voucher of $50 to $2,000 pays for all or
            part of any stay and is valid for 3 years. No GST applies to the voucher itself; the
            stay it pays for includes GST.
          </p>
        }
      >
        <Link to={PATHS.giftVouchers} className={primaryButton}>
          Buy a gift voucher
        </Link>
      </PageSection>

      <PageSection
        id="cancellation"
        title="Cancellation policy"
        tone="tinted"
        intro={
          <p>
            If you cancel, we refund by how long before arrival you tell us. If we have to cancel,
            for example because of a total fire ban, a campground closure or a severe weather
            warning, you choose between a full refund and new dates. Nothing here limits your rights
            under the Australian Consumer Law; see our{' '}
            <Link to={PATHS.termsAndConditions} className={textLink}>
              terms and conditions
            </Link>
            .
          </p>
        }
      >
        <Table caption="Refunds when you cancel" head={['When you cancel', 'Refund']}>
          {settings.cancellationTiers.map((tier, index) => (
            <tr key={tier.daysBeforeArrival}>
              <th scope="row" className={`${cell} font-semibold`}>
                {describeCancellationTier(settings.cancellationTiers, index)}
              </th>
              <td className={cell}>{describeRefund(tier.refundPercent)}</td>
            </tr>
          ))}
        </Table>
      </PageSection>
    </>
  );
}

export default function PricingPage() {
  const packages = useQuery(packagesQuery);
  const addOns = useQuery(addOnsQuery);
  const settings = useQuery(pricingSettingsQuery);
  const locations = useQuery(locationsQuery);

  return (
    <main>
      <PageMeta
        title={pageTitle('Pricing')}
        description="Nightly rates for each camping package, delivery by drive time from Sydney, add-ons, peak periods and our cancellation policy. Every price includes GST."
        path={PATHS.pricing}
      />
      <PageTitleBanner title="Pricing">
        One price a night for each package, plus delivery by how far we drive. Every price includes
        GST.
      </PageTitleBanner>
      {packages.data && addOns.data && settings.data && locations.data ? (
        <PriceSections
          packages={packages.data}
          addOns={addOns.data}
          settings={settings.data}
          locations={locations.data}
        />
      ) : (
        <div className={`${container} py-12`}>
          <QueryPending
            queries={[packages, addOns, settings, locations]}
            loading="Loading prices…"
            error="We could not load our prices."
          />
        </div>
      )}
    </main>
  );
}
