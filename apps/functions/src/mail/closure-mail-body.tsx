import { ButtonLink, Facts, MailLayout, Paragraph, Subheading } from './templates/mail-layout.tsx';
import { renderMail } from './templates/render-mail.ts';

export interface ClosureMailView {
  heading: string;
  opening: string;
  summary: readonly (readonly [string, string])[];
  reason: string;
  /** The closure notice's three choices, each a sentence. */
  choices?: readonly string[];
  /** The credit's voucher: code, amount, last day. */
  voucher?: readonly (readonly [string, string])[];
  closing?: string;
  button: { href: string; label: string };
  siteOrigin: string;
}

function ClosureMailBody(view: ClosureMailView) {
  return (
    <MailLayout preview={view.opening} heading={view.heading} siteOrigin={view.siteOrigin}>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{view.opening}</Paragraph>
      <Paragraph>
        <strong>Why:</strong>
        {` ${view.reason}`}
      </Paragraph>
      <Facts facts={view.summary} />
      {view.choices ? (
        <>
          <Subheading>Your choices</Subheading>
          {view.choices.map((choice) => (
            <Paragraph key={choice}>{choice}</Paragraph>
          ))}
        </>
      ) : null}
      {view.voucher ? (
        <>
          <Subheading>Your voucher</Subheading>
          <Facts facts={view.voucher} />
        </>
      ) : null}
      {view.closing ? <Paragraph>{view.closing}</Paragraph> : null}
      <ButtonLink href={view.button.href}>{view.button.label}</ButtonLink>
    </MailLayout>
  );
}

export const renderClosureMail = (view: ClosureMailView) =>
  renderMail(<ClosureMailBody {...view} />);
