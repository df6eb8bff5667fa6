import { ArtPicture } from '#app/shared/art-picture.tsx';
import { ART } from '#app/shared/art.ts';

// Our own paintings of each package's set-up (build-steps/art).
const LABELS: Record<string, string> = {
  essentials:
    'Illustration: a green dome tent with two camp chairs, a folding table and a lantern among gum trees',
  'family-basecamp':
    'Illustration: a canvas cabin tent with an awning, festoon lights, a table and camp chairs',
  'glamping-bell-tent':
    'Illustration: a canvas bell tent lit up at dusk, with fairy lights, a rug and chairs around a fire pit',
};

/** The painting of a package's set-up; packages added later get a plain tent until they have their own. */
export function PackageIllustration({ packageId, sizes }: { packageId: string; sizes: string }) {
  const label = LABELS[packageId];
  return (
    <ArtPicture
      kind={ART.package}
      name={label ? packageId : 'generic'}
      alt={label ?? 'Illustration: a tent set up at a campground'}
      sizes={sizes}
      className="aspect-[3/2] h-auto w-full bg-forest-100 object-cover @2xl:h-full"
    />
  );
}
