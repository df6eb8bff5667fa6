// The site's pictures (painted for it by build-steps/art): where each kind lives, its size and the
// widths it is rendered at, in AVIF and WebP. Pages offer every width (srcset) and let the browser
// choose by the space the picture takes (sizes).

export interface ArtKind {
  dir: string;
  width: number;
  height: number;
  widths: readonly number[];
}

export const ART = {
  campground: {
    dir: '/images/campgrounds',
    width: 1600,
    height: 900,
    widths: [480, 800, 1200, 1600],
  },
  package: { dir: '/images/packages', width: 1200, height: 800, widths: [400, 600, 900, 1200] },
  heroWide: { dir: '/images/hero', width: 2400, height: 1000, widths: [1024, 1440, 1920, 2400] },
  heroNarrow: { dir: '/images/hero', width: 1200, height: 900, widths: [400, 640, 960, 1200] },
} as const satisfies Record<string, ArtKind>;

export const ART_FORMATS = ['avif', 'webp'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

/** The file of one width of a picture. */
export const artFile = (kind: ArtKind, name: string, width: number, format: ArtFormat) =>
  `${kind.dir}/${name}-${width}.${format}`;

/** Every width of a picture in one format, for srcset. */
export const artSrcSet = (kind: ArtKind, name: string, format: ArtFormat) =>
  kind.widths.map((width) => `${artFile(kind, name, width, format)} ${width}w`).join(', ');

/** The name of a campground picture from its catalogue src (`/images/campgrounds/<name>-<width>.webp`). */
export function campgroundArtName(src: string): string | null {
  const match = /^\/images\/campgrounds\/([a-z0-9-]+)-\d+\.webp$/.exec(src);
  return match ? match[1]! : null;
}
