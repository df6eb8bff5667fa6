import {
  ButtonLink,
  Facts,
  MailLayout,
  Paragraph,
  TextLink,
} from '../mail/templates/mail-layout.tsx';
import { renderMail } from '../mail/templates/render-mail.ts';

export interface WaitlistMailView {
  opening: string;
  summary: readonly (readonly [string, string])[];
  nothingHeld: string;
  checkoutUrl: string;
  unsubscribeUrl: string;
  siteOrigin: string;
}

function WaitlistMailBody(view: WaitlistMailView) {
  return (
    <MailLayout
      preview={view.opening}
      heading="Your stay is free again"
      siteOrigin={view.siteOrigin}
    >
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{view.opening}</Paragraph>
      <Facts facts={view.summary} />
      <Paragraph>{view.nothingHeld}</Paragraph>
      <ButtonLink href={view.checkoutUrl}>Book this stay</ButtonLink>
      <Paragraph>
        {'If it is taken again, we will write when it frees up once more. '}
        <TextLink href={view.unsubscribeUrl}>Stop e-mails about this stay</TextLink>.
      </Paragraph>
    </MailLayout>
  );
}

export const renderWaitlistMail = (view: WaitlistMailView) =>
  renderMail(<WaitlistMailBody {...view} />);
