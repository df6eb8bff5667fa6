import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import {
  ART,
  ART_FORMATS,
  artFile,
  campgroundArtName,
  type ArtKind,
} from '../../app/shared/art.ts';
import { CAMPGROUND_SCENES, PACKAGE_SCENES } from './scenes.ts';

const PUBLIC = join(import.meta.dirname, '..', '..', 'public');

/** The files a picture needs that are missing from public/: every width, in every format. */
function missingFiles(kind: ArtKind, name: string): string[] {
  return kind.widths.flatMap((width) =>
    ART_FORMATS.map((format) => artFile(kind, name, width, format)).filter(
      (file) => !existsSync(join(PUBLIC, file)),
    ),
  );
}

describe('the site’s pictures', () => {
  it('paint every campground of the catalogue, at every width, and the catalogue points at them', () => {
    for (const location of LOCATIONS) {
      const name = campgroundArtName(location.image.src);
      expect(name, location.id).toBe(location.id);
      expect(CAMPGROUND_SCENES, location.id).toHaveProperty(location.id);
      expect(missingFiles(ART.campground, location.id)).toEqual([]);
    }
  });

  it('paint every package, and a stand-in for packages added later', () => {
    for (const id of [...CAMPING_PACKAGES.map((entry) => entry.id), 'generic']) {
      expect(PACKAGE_SCENES, id).toHaveProperty(id);
      expect(missingFiles(ART.package, id)).toEqual([]);
    }
  });

  it('paint the home page’s hero for phones and for wide screens', () => {
    expect(missingFiles(ART.heroNarrow, 'hero-narrow')).toEqual([]);
    expect(missingFiles(ART.heroWide, 'hero-wide')).toEqual([]);
  });
});

describe('campgroundArtName', () => {
  it('reads a painting’s name from its catalogue src, and nothing from other pictures', () => {
    expect(campgroundArtName('/images/campgrounds/lane-cove-river-1200.webp')).toBe(
      'lane-cove-river',
    );
    expect(campgroundArtName('https://example.com/photo.jpg')).toBeNull();
    expect(campgroundArtName('/images/campgrounds/lane-cove-river.svg')).toBeNull();
  });
});
