import { Link } from 'react-router';
import { DELIVERY_RADIUS_MINUTES } from '@camping/domain/product';
import { pageTitle } from '@camping/domain/site/page-title';
import { PATHS } from '@camping/domain/site/paths';
import { primaryButton } from '@camping/ui/button-styles';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { ArtPicture } from '#app/shared/art-picture.tsx';
import { ART } from '#app/shared/art.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { PageSection } from '#app/shared/page-section.tsx';
import { card, prose, textLink } from '#app/shared/styles.ts';

const VALUES = [
  {
    title: 'Done properly',
    text: 'Every tent is pitched to the conditions, pegged and guyed, and checked before we leave. If something is not right when you arrive, call us and we fix it.',
  },
  {
    title: 'Leave no trace',
    text: 'We follow each park’s rules, take everything we bring away with us, and clean, dry and repair our gear between stays so it lasts.',
  },
  {
    title: 'Safety first',
    text: 'We watch the fire danger ratings and weather warnings. If a campground closes or it is not safe to camp, we tell you early and refund or move your stay.',
  },
  {
    title: 'Local',
    text: `We are based in Sydney and only set up within ${DELIVERY_RADIUS_MINUTES / 60} hours’ drive, so our crew knows every campground we send you to.`,
  },
];

export default function AboutUsPage() {
  return (
    <main>
      <PageMeta
        title={pageTitle('About Us')}
        description="A small Sydney crew who set up camping gear before you arrive, so more people get to enjoy a night under the stars. How we work and what we care about."
        path={PATHS.aboutUs}
      />
      <PageTitleBanner title="About Us">
        We set up camp so you can enjoy it: fewer checklists, more campfires.
      </PageTitleBanner>

      <PageSection id="story" title="Why we started">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div className={prose}>
            <p>
              Most people who love camping remember the first time: the smell of the bush, stars you
              cannot see from the city, a fire that took forever to light. Most people who do not
              camp tell us the same thing: they would love to, but not the gear, the packing, the
              car full to the roof, or the fight with a tent in the dark.
            </p>
            <p>
              So we do that part. You choose a campground within two hours of Sydney, a package and
              your dates. Our crew drives out on the day, pitches the tent, makes the beds, sets up
              the kitchen and lights, and leaves everything ready. When you leave, we come back,
              pack it all down and take it away.
            </p>
            <p>
              It suits first-timers who want to try camping without buying anything, families who
              would rather spend the weekend at the beach than in the garage, and seasoned campers
              who just want a night off from setting up.
            </p>
          </div>
          <ArtPicture
            kind={ART.campground}
            name="dharug-mill-creek"
            alt="Illustration: a lit bell tent and a campfire beside a creek under a full moon"
            sizes="(min-width: 1152px) 420px, (min-width: 1024px) 38vw, 92vw"
            className="aspect-[4/3] w-full rounded-card object-cover shadow-card"
          />
        </div>
      </PageSection>

      <PageSection id="values" title="What we care about" tone="tinted">
        <ul className="grid gap-6 md:grid-cols-2">
          {VALUES.map((value) => (
            <li key={value.title} className={`${card} p-6`}>
              <h3 className="text-lg font-bold text-forest-900">{value.title}</h3>
              <p className="mt-2 text-stone-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="gear" title="Our gear">
        <div className={prose}>
          <p>
            We use the tents, beds and kitchens we would take camping ourselves: waterproof, roomy
            and easy to live in. See exactly what comes with each package on the{' '}
            <Link to={PATHS.equipment} className={textLink}>
              equipment page
            </Link>
            .
          </p>
        </div>
        <p className="mt-6">
          <Link to={PATHS.locations} className={primaryButton}>
            Find a campground
          </Link>
        </p>
      </PageSection>

      <PageSection id="country" title="Acknowledgement of Country" tone="tinted">
        <div className={prose}>
          <p>
            We acknowledge the Traditional Custodians of the lands and waters where we camp,
            including the Darug, Darkinjung, Dharawal, Guringai and Awabakal peoples, and pay our
            respects to Elders past and present.
          </p>
        </div>
      </PageSection>

      <PageSection id="talk" title="Talk to us">
        <p className="max-w-3xl text-stone-700">
          Questions, ideas or a campground you would love us to add?{' '}
          <Link to={PATHS.contact} className={textLink}>
            Contact us
          </Link>{' '}
          or read the{' '}
          <Link to={PATHS.faq} className={textLink}>
            frequently asked questions
          </Link>
          .
        </p>
      </PageSection>
    </main>
  );
}
