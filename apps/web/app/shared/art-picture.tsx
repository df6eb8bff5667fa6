import { ART_FORMATS, artFile, artSrcSet, type ArtKind } from './art.ts';

export interface ArtPictureProps {
  kind: ArtKind;
  name: string;
  alt: string;
  /** How wide the picture shows, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  /**
   * The page's main picture, in view when it opens: fetched first and preloaded from <head>.
   * Every other picture loads lazily, as it nears the screen.
   */
  priority?: boolean;
  className?: string;
}

/** One of the site's pictures, in AVIF where the browser takes it and WebP otherwise. */
export function ArtPicture({ kind, name, alt, sizes, priority, className }: ArtPictureProps) {
  const [avif, webp] = ART_FORMATS.map((format) => artSrcSet(kind, name, format));
  return (
    <>
      {priority && (
        // React puts this in <head> (a link with an href), so the picture starts downloading
        // with the page.
        <link
          rel="preload"
          as="image"
          type="image/avif"
          href={artFile(kind, name, kind.widths[1]!, 'avif')}
          imageSrcSet={avif}
          imageSizes={sizes}
          fetchPriority="high"
        />
      )}
      <picture>
        <source type="image/avif" srcSet={avif} sizes={sizes} />
        <img
          src={artFile(kind, name, kind.widths[1]!, 'webp')}
          srcSet={webp}
          sizes={sizes}
          width={kind.width}
          height={kind.height}
          alt={alt}
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={className}
        />
      </picture>
    </>
  );
}
