import { Section } from '@react-email/components';
import { STYLES } from './templates/brand.ts';
import {
  ButtonLink,
  Facts,
  MailLayout,
  Paragraph,
  Subheading,
  TextLink,
} from './templates/mail-layout.tsx';
import { renderMail } from './templates/render-mail.ts';

type Summary = readonly (readonly [string, string])[];

export interface PreArrivalView {
  opening: string;
  summary: Summary;
  address: string;
  directionsUrl: string;
  setUp: readonly string[];
  crewPhone: { display: string; international: string };
  safety: { fireDanger: string; parkAlerts: string };
  bookingsUrl: string;
  siteOrigin: string;
}

function PreArrivalMailBody(view: PreArrivalView) {
  return (
    <MailLayout
      preview={view.opening}
      heading="Your stay is coming up"
      siteOrigin={view.siteOrigin}
    >
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{view.opening}</Paragraph>
      <Facts facts={view.summary} />
      <Subheading>Finding us</Subheading>
      <Paragraph>{view.address}</Paragraph>
      <Paragraph>
        <TextLink href={view.directionsUrl}>Directions to the campground</TextLink>
      </Paragraph>
      <Subheading>What we set up</Subheading>
      <Section>
        <ul style={{ margin: '8px 0', paddingLeft: '20px' }}>
          {view.setUp.map((item) => (
            <li key={item} className="mail-text" style={STYLES.fact}>
              {item}
            </li>
          ))}
        </ul>
      </Section>
      <Subheading>What to bring</Subheading>
      <Paragraph>
        Food, drinks, clothes, towels and toiletries. Everything else is waiting for you at camp.
      </Paragraph>
      <Subheading>On the day</Subheading>
      <Paragraph>
        {'If you are running late or cannot find your camp, call our crew on '}
        <TextLink href={`tel:${view.crewPhone.international}`}>{view.crewPhone.display}</TextLink>.
      </Paragraph>
      <Subheading>Fire bans and park alerts</Subheading>
      <Paragraph>
        {'Before you leave home, check the '}
        <TextLink href={view.safety.fireDanger}>fire danger and total fire bans</TextLink>
        {' (NSW Rural Fire Service) and the '}
        <TextLink href={view.safety.parkAlerts}>park alerts and closures</TextLink>
        {' (NSW National Parks). If a fire ban or closure stops your stay, we will contact you.'}
      </Paragraph>
      <Subheading>Changing or cancelling</Subheading>
      <Paragraph>
        You can see your booking, and cancel it, in My Bookings. To change it, reply to this e-mail
        or call us.
      </Paragraph>
      <ButtonLink href={view.bookingsUrl}>See your bookings</ButtonLink>
    </MailLayout>
  );
}

export interface AfterStayView {
  opening: string;
  summary: Summary;
  reviewUrl: string;
  siteOrigin: string;
}

function AfterStayMailBody(view: AfterStayView) {
  return (
    <MailLayout preview={view.opening} heading="How was your stay?" siteOrigin={view.siteOrigin}>
      <Paragraph>Hi,</Paragraph>
      <Paragraph>{view.opening}</Paragraph>
      <Facts facts={view.summary} />
      <Paragraph>
        Would you tell other campers how it went? A review takes a minute, and our crew reads every
        one.
      </Paragraph>
      <ButtonLink href={view.reviewUrl}>Review your stay</ButtonLink>
      <Paragraph>We would love to set up camp for you again.</Paragraph>
    </MailLayout>
  );
}

export const renderPreArrivalMail = (view: PreArrivalView) =>
  renderMail(<PreArrivalMailBody {...view} />);

export const renderAfterStayMail = (view: AfterStayView) =>
  renderMail(<AfterStayMailBody {...view} />);
