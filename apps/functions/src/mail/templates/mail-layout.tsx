import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import { PRODUCT_NAME } from '@camping/domain/product';
import { MAIL_CSS, STYLES } from './brand.ts';

export interface MailLayoutProps {
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  /** Where the site is (absolute links only: a mail has no address of its own). */
  siteOrigin: string;
  /** The footer's address to write to, when replies should go somewhere in particular. */
  contactEmail?: string;
  children: ReactNode;
}

/** Every e-mail's frame: the brand's masthead, a heading, the content and a footer. */
export function MailLayout({
  preview,
  heading,
  siteOrigin,
  contactEmail,
  children,
}: MailLayoutProps) {
  return (
    <Html lang="en-AU" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{heading}</title>
        <style dangerouslySetInnerHTML={{ __html: MAIL_CSS }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-page" style={STYLES.page}>
        <Container className="mail-card" style={STYLES.card}>
          {/* The plain-text part starts with the heading: inboxes show its first words. */}
          <Section className="mail-pad" style={STYLES.masthead} data-skip-in-text="true">
            <Text style={STYLES.brand}>{PRODUCT_NAME}</Text>
          </Section>
          <Section className="mail-pad" style={STYLES.content}>
            <Heading as="h1" className="mail-heading" style={STYLES.heading}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section className="mail-pad mail-footer" style={STYLES.footer}>
            <Text style={STYLES.footerText}>
              {`${PRODUCT_NAME}: camping set up for you within 2 hours of Sydney.`}
            </Text>
            <Text style={STYLES.footerText}>
              <Link className="mail-link" href={`${siteOrigin}/`} style={STYLES.link}>
                {siteOrigin.replace(/^https?:\/\//, '')}
              </Link>
              {contactEmail ? (
                <>
                  {' · '}
                  <Link className="mail-link" href={`mailto:${contactEmail}`} style={STYLES.link}>
                    {contactEmail}
                  </Link>
                </>
              ) : null}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-text" style={STYLES.text}>
      {children}
    </Text>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" className="mail-heading" style={STYLES.subheading}>
      {children}
    </Heading>
  );
}

/**
 * Facts as "Label: value" lines, which read the same in the plain-text part. (Text is joined before
 * React sees it throughout, so the HTML has no `<!-- -->` between the pieces.)
 */
export function Facts({ facts }: { facts: readonly (readonly [string, string])[] }) {
  return (
    <Section style={{ margin: '12px 0' }}>
      {facts.map(([label, value]) => (
        <Text key={label} className="mail-text mail-fact" style={STYLES.fact}>
          <strong>{`${label}:`}</strong>
          {` ${value}`}
        </Text>
      ))}
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="mail-link" href={href} style={STYLES.link}>
      {children}
    </Link>
  );
}

/** The one thing to do next, as a button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0 8px' }}>
      <Button href={href} style={STYLES.button}>
        {children}
      </Button>
    </Section>
  );
}

/**
 * Words someone wrote, set apart as a quote, their line breaks kept as `<br>` (the plain-text part
 * keeps those; a `white-space` style it would not).
 */
export function Quote({ children }: { children: string }) {
  return (
    <Text className="mail-text" style={STYLES.quote}>
      {children.split('\n').map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}
