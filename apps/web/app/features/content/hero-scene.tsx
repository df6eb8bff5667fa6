import { ART, artFile, artSrcSet } from '#app/shared/art.ts';

// Phones get a narrower painting with the camp in the middle, wider screens one that leaves room on
// the left for the heading: each is shown whole or trimmed only at its quiet edges, never through
// the tent or the moon. The page's largest picture, so both are preloaded for their screen sizes.
const WIDE = '(min-width: 640px)';
const NARROW = '(max-width: 639.98px)';
const wide = artSrcSet(ART.heroWide, 'hero-wide', 'avif');
const narrow = artSrcSet(ART.heroNarrow, 'hero-narrow', 'avif');

/** The home page's backdrop: a campsite at nightfall, set up and waiting. Decorative only. */
export function HeroScene() {
  // React moves links with an href into <head>, where the browser finds them first.
  return (
    <>
      <link
        rel="preload"
        as="image"
        type="image/avif"
        media={NARROW}
        href={artFile(ART.heroNarrow, 'hero-narrow', 960, 'avif')}
        imageSrcSet={narrow}
        imageSizes="100vw"
        fetchPriority="high"
      />
      <link
        rel="preload"
        as="image"
        type="image/avif"
        media={WIDE}
        href={artFile(ART.heroWide, 'hero-wide', 1440, 'avif')}
        imageSrcSet={wide}
        imageSizes="100vw"
        fetchPriority="high"
      />
      <picture>
        <source
          type="image/avif"
          media={WIDE}
          srcSet={wide}
          sizes="100vw"
          width={ART.heroWide.width}
          height={ART.heroWide.height}
        />
        <source
          media={WIDE}
          srcSet={artSrcSet(ART.heroWide, 'hero-wide', 'webp')}
          sizes="100vw"
          width={ART.heroWide.width}
          height={ART.heroWide.height}
        />
        <source type="image/avif" srcSet={narrow} sizes="100vw" />
        <img
          src={artFile(ART.heroNarrow, 'hero-narrow', 960, 'webp')}
          srcSet={artSrcSet(ART.heroNarrow, 'hero-narrow', 'webp')}
          sizes="100vw"
          width={ART.heroNarrow.width}
          height={ART.heroNarrow.height}
          alt=""
          fetchPriority="high"
          className="block h-auto w-full lg:absolute lg:inset-0 lg:h-full lg:object-cover lg:object-[right_75%]"
        />
      </picture>
    </>
  );
}
