import { PRODUCT_NAME } from '@camping/domain/product';
import { SOCIAL_IMAGE, absoluteUrl } from './site.ts';

export interface PageMetaProps {
  /** The document title, already following the title rule (pageTitle()). */
  title: string;
  /** Public pages describe themselves for search engines and link previews; private ones need not. */
  description?: string;
  /** The page's canonical path, for the canonical link and Open Graph. */
  path?: string;
}

/**
 * A page's <title>, description, canonical link and Open Graph tags. React 19 hoists them into <head>,
 * both when the page is pre-rendered and when it is reached in the browser. Every page shares the PNG
 * social card: most social networks do not show SVG pictures.
 */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const url = path === undefined ? undefined : absoluteUrl(path);
  return (
    <>
      <title>{title}</title>
      {description !== undefined && (
        <>
          <meta name="description" content={description} />
          <meta property="og:site_name" content={PRODUCT_NAME} />
          <meta property="og:type" content="website" />
          <meta property="og:locale" content="en_AU" />
          <meta property="og:title" content={title} />
          <meta property="og:description" content={description} />
          <meta property="og:image" content={absoluteUrl(SOCIAL_IMAGE)} />
          <meta
            property="og:image:alt"
            content={`${PRODUCT_NAME}: a tent set up under the stars`}
          />
          <meta name="twitter:card" content="summary_large_image" />
        </>
      )}
      {url !== undefined && (
        <>
          <link rel="canonical" href={url} />
          <meta property="og:url" content={url} />
        </>
      )}
    </>
  );
}
