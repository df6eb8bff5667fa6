import { formatAud } from '@camping/domain/catalogue/money';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { PRODUCT_NAME } from '@camping/domain/product';
import type { GiftDelivery } from '@camping/domain/vouchers/voucher';
import { Facts, MailLayout, Paragraph } from '../mail/templates/mail-layout.tsx';
import { renderMail } from '../mail/templates/render-mail.ts';
import { siteOrigin } from '../payments/payment-urls.ts';

/** The buyer's e-mail once a voided gift's refund has gone to their card. */
export async function voucherVoidMail(
  gift: Pick<GiftDelivery, 'buyerEmail' | 'buyerName' | 'recipientName'>,
  refundCents: number,
  lastGroup: string,
): Promise<MailDocument> {
  const heading = 'Your gift voucher is cancelled';
  const opening = `We have cancelled the gift voucher you bought for ${gift.recipientName}, and refunded the ${formatAud(refundCents)} left on it to your card. It can take 5 to 10 business days to show.`;
  const { html, text } = await renderMail(
    <MailLayout preview={opening} heading={heading} siteOrigin={siteOrigin()}>
      <Paragraph>{`Hi ${gift.buyerName},`}</Paragraph>
      <Paragraph>{opening}</Paragraph>
      <Facts
        facts={[
          ['Voucher', `ending ${lastGroup}`],
          ['Refunded', formatAud(refundCents)],
        ]}
      />
      <Paragraph>
        If you did not expect this, reply to this e-mail and we will sort it out.
      </Paragraph>
    </MailLayout>,
  );
  return {
    to: gift.buyerEmail,
    message: { subject: `${heading} | ${PRODUCT_NAME}`, text, html },
  };
}
