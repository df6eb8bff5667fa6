import { DELIVERY_RADIUS_MINUTES } from '@camping/domain/product';
import { PageSection } from '#app/shared/page-section.tsx';
import { card } from '#app/shared/styles.ts';
import { STEP_ICONS } from './step-icons.tsx';

const STEPS = [
  {
    icon: STEP_ICONS.choose,
    title: 'Choose',
    text: 'Pick a campground, a package and your dates, add any add-ons, and pay securely online.',
  },
  {
    icon: STEP_ICONS.setUp,
    title: 'We set up',
    text: 'On arrival day our crew drives out, pitches the tent, makes the beds and sets up the kitchen.',
  },
  {
    icon: STEP_ICONS.arrive,
    title: 'You arrive',
    text: 'Arrive at the campground and walk straight into your camp, made up and ready. Just bring food and clothes.',
  },
  {
    icon: STEP_ICONS.packDown,
    title: 'We pack down',
    text: 'On departure day, leave when you like. We come back, pack everything down and take it away.',
  },
];

const PROMISES = [
  {
    title: 'Everything set up',
    text: 'Quality tents, real beds and linen, lighting and a working camp kitchen, pitched properly and checked before you arrive.',
  },
  {
    title: `Within ${DELIVERY_RADIUS_MINUTES / 60} hours of Sydney`,
    text: 'Beaches, rivers and bush: hand-picked campgrounds on the Central Coast, in the Blue Mountains, the Royal National Park and beyond.',
  },
  {
    title: 'Nothing to pack away',
    text: 'No wet tent in the boot, no gear to store. We clean and dry everything after you leave.',
  },
];

/** What we do and how it works: text only, hydrated a moment after the hero (ADR 0005). */
export default function HomeStory() {
  return (
    <>
      <PageSection id="what-we-do" title="What we do">
        <ul className="grid gap-8 md:grid-cols-3">
          {PROMISES.map((promise) => (
            <li key={promise.title} className="border-t-2 border-ember-500 pt-5">
              <h3 className="text-xl font-semibold text-forest-900">{promise.title}</h3>
              <p className="mt-2 text-stone-700">{promise.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="how-it-works" title="How it works" tone="tinted">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className={`${card} p-6`}>
              {step.icon}
              <h3 className="mt-3 text-xl font-semibold text-forest-900">
                <span className="text-ember-700">{index + 1}.</span> {step.title}
              </h3>
              <p className="mt-2 text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
    </>
  );
}
