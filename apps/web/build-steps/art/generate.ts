// `pnpm --filter @camping/web art`: paints the site's pictures (scenes.ts) and writes each at every
// width of its kind (app/shared/art.ts) as AVIF and WebP into public/, plus the social card. The
// files are committed: painting them takes a minute, and the build and tests then need no native
// image library. Run it again after changing a scene; the same code always paints the same pixels.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { ART, artFile, type ArtKind } from '../../app/shared/art.ts';
import { CAMPGROUND_SCENES, HERO_SCENES, PACKAGE_SCENES } from './scenes.ts';

const PUBLIC = join(import.meta.dirname, '..', '..', 'public');

/** Quality chosen by eye: no visible banding in the skies at the sizes the pages show. */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 52, effort: 6 }),
  webp: (image: Sharp) => image.webp({ quality: 80, effort: 6 }),
};

async function writePicture(kind: ArtKind, name: string, svg: string) {
  // Painted once at full size, then scaled down for each width.
  const full = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of kind.widths) {
    const scaled = sharp(full).resize({ width, kernel: 'lanczos3' });
    for (const [format, encode] of Object.entries(ENCODE)) {
      const file = join(PUBLIC, artFile(kind, name, width, format as keyof typeof ENCODE));
      await encode(scaled.clone()).toFile(file);
    }
  }
  return full;
}

for (const kind of Object.values(ART)) {
  rmSync(join(PUBLIC, kind.dir), { recursive: true, force: true });
  mkdirSync(join(PUBLIC, kind.dir), { recursive: true });
}

for (const [id, scene] of Object.entries(CAMPGROUND_SCENES)) {
  await writePicture(ART.campground, id, scene());
  console.log(`campground ${id}`);
}
for (const [id, scene] of Object.entries(PACKAGE_SCENES)) {
  await writePicture(ART.package, id, scene());
  console.log(`package ${id}`);
}
await writePicture(ART.heroNarrow, 'hero-narrow', HERO_SCENES.narrow());
const wide = await writePicture(ART.heroWide, 'hero-wide', HERO_SCENES.wide());
console.log('hero');

// The picture shared links show (og:image): the camp of the wide hero, at 1200 × 630.
const card = await sharp(wide)
  .resize({ height: 630 })
  .extract({ left: 1512 - 1200 - 40, top: 0, width: 1200, height: 630 })
  .jpeg({ quality: 84, mozjpeg: true })
  .toBuffer();
writeFileSync(join(PUBLIC, 'images', 'social-card.jpg'), card);
console.log('social card');
