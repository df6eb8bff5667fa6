import { Section } from '@react-email/components';
import { formatAud } from '@camping/domain/catalogue/money';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import { PRODUCT_NAME } from '@camping/domain/product';
import { STYLES } from './templates/brand.ts';
import { ButtonLink, Facts, MailLayout, Paragraph, Subheading } from './templates/mail-layout.tsx';
import { renderMail } from './templates/render-mail.ts';

export interface BookingMailView {
  heading: string;
  opening: string;
  summary: readonly (readonly [string, string])[];
  /** What staff wrote, under its label ("Reason", "A note from our team"). */
  note?: { label: string; text: string };
  /** The tax invoice, for the e-mail that takes the payment. */
  quote?: StayQuote;
  bookingsUrl: string;
  siteOrigin: string;
}

/** The tax-invoice lines: every item, the total, and the GST it includes. */
function InvoiceTable({ quote }: { quote: StayQuote }) {
  const lines: [string, string][] = [
    [
      `${quote.nights.length} ${quote.nights.length === 1 ? 'night' : 'nights'}`,
      formatAud(quote.accommodationCents),
    ],
    ...quote.addOns.map((line): [string, string] => [
      `${line.name} × ${line.quantity}`,
      formatAud(line.totalCents),
    ]),
    ['Delivery, set-up and pack-down', formatAud(quote.deliveryCents)],
  ];
  const row = (label: string, amount: string, strong = false) => (
    <tr key={label}>
      <td className="mail-text" style={{ ...STYLES.cell, fontWeight: strong ? 700 : 400 }}>
        {label}
      </td>
      <td className="mail-text" style={{ ...STYLES.amount, fontWeight: strong ? 700 : 400 }}>
        {amount}
      </td>
    </tr>
  );
  return (
    <Section>
      <table
        className="mail-invoice"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse', margin: '8px 0' }}
      >
        <tbody>
          {lines.map(([label, amount]) => row(label, amount))}
          {row('Total (AUD)', formatAud(quote.totalCents), true)}
          {row('Includes GST of', formatAud(quote.gstCents))}
        </tbody>
      </table>
    </Section>
  );
}

function BookingMailBody(view: BookingMailView) {
  return (
    <MailLayout preview={view.opening} heading={view.heading} siteOrigin={view.siteOrigin}>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{view.opening}</Paragraph>
      <Facts facts={view.summary} />
      {view.note ? (
        <Paragraph>
          <strong>{`${view.note.label}:`}</strong>
          {` ${view.note.text}`}
        </Paragraph>
      ) : null}
      {view.quote ? (
        <>
          <Subheading>{`Tax invoice from ${PRODUCT_NAME}`}</Subheading>
          <InvoiceTable quote={view.quote} />
        </>
      ) : null}
      <ButtonLink href={view.bookingsUrl}>See your bookings</ButtonLink>
    </MailLayout>
  );
}

export const renderBookingMail = (view: BookingMailView) =>
  renderMail(<BookingMailBody {...view} />);
