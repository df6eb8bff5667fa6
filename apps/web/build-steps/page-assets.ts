/** One chunk of Vite's build manifest (`build.manifest`), as far as pages need it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  /** Files the chunk's stylesheets refer to, such as fonts. */
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export const CLIENT_ENTRY = 'app/entry.client.tsx';
/**
 * The app's styles, an entry of their own rather than imported by the client entry: a lazy part of a
 * page would otherwise carry a list of the entry's stylesheets to load with it (Vite's
 * `__vite__mapDeps`), bytes in every first load for styles the page already has inline.
 */
export const APP_STYLES = 'app/app.css';

/**
 * The font files every page needs at once: the Latin files of the heading and text typefaces
 * (app/theme.css). Preloading them lets them download with the page instead of once its styles have
 * been applied, so text shows in its own typeface from the first paint on a fast connection. Other
 * scripts' files load only if a page uses their characters.
 */
const KEY_FONT = /\/(fraunces|figtree)-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The <head> tags that start a page: its stylesheets, inline (`readAsset` reads a file of the build),
 * preloads of the key fonts, the client entry, and module preloads for every chunk the entry and the
 * page's modules import, so they download in parallel and the page hydrates without a waterfall.
 * `pageFiles` are paths under app/ (entry.server.tsx `pageFilesFor`).
 *
 * The styles come inline because a stylesheet file blocks the first paint for a round trip, on the
 * one document a visit loads in full: the app renders every later page itself (ADR 0005).
 */
export function pageHeadTags(
  manifest: Manifest,
  pageFiles: readonly string[],
  readAsset: (file: string) => string,
): string {
  const chunks = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest.`);
    if (chunks.has(chunk.file)) return;
    chunks.add(chunk.file);
    for (const css of chunk.css ?? []) stylesheets.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const styles = manifest[APP_STYLES];
  if (!styles) throw new Error(`${APP_STYLES} is not in the build manifest.`);
  stylesheets.add(styles.file);
  visit(CLIENT_ENTRY);
  for (const file of pageFiles) visit(`app/${file}`);

  const entry = manifest[CLIENT_ENTRY]!;
  const fonts = (styles.assets ?? []).filter((file) => KEY_FONT.test(`/${file}`));
  return [
    ...[...stylesheets].map((file) => styleElement(file, readAsset(file))),
    // Fonts are fetched in CORS mode even from our own origin: the preload must match.
    ...fonts.map(
      (href) => `<link rel="preload" href="/${href}" as="font" type="font/woff2" crossorigin>`,
    ),
    `<script type="module" src="/${entry.file}"></script>`,
    ...[...chunks]
      .filter((file) => file !== entry.file)
      .map((file) => `<link rel="modulepreload" href="/${file}">`),
  ].join('');
}

function styleElement(file: string, css: string): string {
  // Only "</style" could end the element early; a stylesheet has no reason to contain it.
  if (/<\/style/i.test(css)) throw new Error(`${file} cannot be inlined: it contains "</style".`);
  return `<style>${css}</style>`;
}

/** The scripts a page's HTML loads before it runs: the entry and every module preload. */
export function firstLoadScripts(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!),
    ),
  ];
}
