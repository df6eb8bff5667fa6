import {
  ButtonLink,
  Facts,
  MailLayout,
  Paragraph,
  Quote,
  TextLink,
} from '../mail/templates/mail-layout.tsx';
import { renderMail } from '../mail/templates/render-mail.ts';

export interface GiftReceiptView {
  opening: string;
  facts: readonly (readonly [string, string])[];
  noGst: string;
  accountUrl: string;
  siteOrigin: string;
}

function GiftReceiptBody(view: GiftReceiptView) {
  return (
    <MailLayout
      preview={view.opening}
      heading="Your gift voucher receipt"
      siteOrigin={view.siteOrigin}
    >
      <Paragraph>{view.opening}</Paragraph>
      <Facts facts={view.facts} />
      <Paragraph>{view.noGst}</Paragraph>
      <Paragraph>
        {'You can follow the voucher and its balance in '}
        <TextLink href={view.accountUrl}>My Account</TextLink>.
      </Paragraph>
    </MailLayout>
  );
}

export interface GiftVoucherView {
  opening: string;
  message: string;
  facts: readonly (readonly [string, string])[];
  howToUse: string;
  printUrl: string;
  siteOrigin: string;
}

function GiftVoucherBody(view: GiftVoucherView) {
  return (
    <MailLayout
      preview={view.opening}
      heading="A gift voucher for you"
      siteOrigin={view.siteOrigin}
    >
      <Paragraph>{view.opening}</Paragraph>
      {view.message ? <Quote>{view.message}</Quote> : null}
      <Facts facts={view.facts} />
      <Paragraph>{view.howToUse}</Paragraph>
      <ButtonLink href={view.siteOrigin + '/'}>Choose a stay</ButtonLink>
      <Paragraph>
        <TextLink href={view.printUrl}>Print your voucher</TextLink>
        {' (it shows what is left on it, too).'}
      </Paragraph>
    </MailLayout>
  );
}

export const renderGiftReceipt = (view: GiftReceiptView) =>
  renderMail(<GiftReceiptBody {...view} />);
export const renderGiftVoucherMail = (view: GiftVoucherView) =>
  renderMail(<GiftVoucherBody {...view} />);
