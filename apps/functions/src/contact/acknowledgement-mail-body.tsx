import { MailLayout, Paragraph, Quote } from '../mail/templates/mail-layout.tsx';
import { renderMail } from '../mail/templates/render-mail.ts';

export interface AcknowledgementView {
  name: string;
  intro: string;
  message: string;
  teamEmail: string;
  siteOrigin: string;
}

function AcknowledgementMailBody(view: AcknowledgementView) {
  return (
    <MailLayout
      preview={view.intro}
      heading="We have your message"
      siteOrigin={view.siteOrigin}
      contactEmail={view.teamEmail}
    >
      <Paragraph>{`Hi ${view.name},`}</Paragraph>
      <Paragraph>{view.intro}</Paragraph>
      <Paragraph>Your message:</Paragraph>
      <Quote>{view.message}</Quote>
    </MailLayout>
  );
}

export const renderAcknowledgementMail = (view: AcknowledgementView) =>
  renderMail(<AcknowledgementMailBody {...view} />);
