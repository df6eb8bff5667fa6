// Our own drawings of each package's set-up, in the site's palette (public/images/illustrations).
// Pictures rather than inline SVG: they stay out of the pages' JavaScript.

const LABELS: Record<string, string> = {
  essentials: 'Illustration: a dome tent with two camp chairs, a table and a lantern',
  'family-basecamp': 'Illustration: a cabin tent with an awning, a camp kitchen and festoon lights',
  'glamping-bell-tent':
    'Illustration: a canvas bell tent with fairy lights, rugs and fire-pit chairs',
};

/** The drawing of a package's set-up; packages added later get a plain tent until they have their own. */
export function PackageIllustration({ packageId }: { packageId: string }) {
  const label = LABELS[packageId];
  return (
    <img
      src={`/images/illustrations/package-${label ? packageId : 'generic'}.svg`}
      alt={label ?? 'Illustration: a tent set up at a campground'}
      width={240}
      height={160}
      loading="lazy"
      decoding="async"
      className="h-auto w-full"
    />
  );
}
