import type { CSSProperties } from 'react';

/**
 * The site's look (docs/decisions/0011-look-and-feel.md, apps/web/app/theme.css) as e-mail clients
 * take it: inline styles in the light colours, and a stylesheet that dark-mode clients and small
 * screens apply on top. Most clients have neither Fraunces nor Figtree, so each names the nearest
 * common face after it.
 */
export const BRAND = {
  forest950: '#12220f',
  forest900: '#1c3421',
  forest800: '#25432a',
  forest700: '#2f5433',
  forest100: '#deeadb',
  sand50: '#fbf7f0',
  sand100: '#f5ecdc',
  sand200: '#ebdcc1',
  ember300: '#eea266',
  ember700: '#9a4315',
  white: '#ffffff',
  text: '#1f2a1d',
  muted: '#4a5547',
} as const;

const TEXT_FONT = "'Figtree', 'Segoe UI', Helvetica, Arial, sans-serif";
const DISPLAY_FONT = "'Fraunces', Georgia, 'Times New Roman', serif";

export const STYLES = {
  page: { backgroundColor: BRAND.sand50, margin: 0, fontFamily: TEXT_FONT },
  card: {
    backgroundColor: BRAND.white,
    border: `1px solid ${BRAND.sand200}`,
    borderRadius: '12px',
    maxWidth: '600px',
    width: '100%',
    margin: '24px auto',
    overflow: 'hidden',
  },
  masthead: { backgroundColor: BRAND.forest800, padding: '20px 32px' },
  brand: {
    color: BRAND.sand100,
    fontFamily: DISPLAY_FONT,
    fontSize: '20px',
    lineHeight: '28px',
    margin: 0,
  },
  content: { padding: '8px 32px 24px' },
  heading: {
    color: BRAND.forest800,
    fontFamily: DISPLAY_FONT,
    fontSize: '26px',
    lineHeight: '34px',
    fontWeight: 600,
    margin: '24px 0 8px',
  },
  subheading: {
    color: BRAND.forest800,
    fontFamily: DISPLAY_FONT,
    fontSize: '19px',
    lineHeight: '26px',
    fontWeight: 600,
    margin: '24px 0 4px',
  },
  text: { color: BRAND.text, fontSize: '16px', lineHeight: '26px', margin: '12px 0' },
  fact: { color: BRAND.text, fontSize: '16px', lineHeight: '24px', margin: '2px 0' },
  quote: {
    color: BRAND.text,
    fontSize: '16px',
    lineHeight: '26px',
    margin: '12px 0',
    padding: '4px 0 4px 16px',
    borderLeft: `4px solid ${BRAND.forest100}`,
  },
  link: { color: BRAND.ember700, textDecoration: 'underline' },
  button: {
    backgroundColor: BRAND.ember700,
    borderRadius: '8px',
    color: BRAND.white,
    fontSize: '16px',
    fontWeight: 600,
    lineHeight: '24px',
    padding: '12px 20px',
    textDecoration: 'none',
  },
  cell: { color: BRAND.text, fontSize: '16px', lineHeight: '24px', padding: '4px 0' },
  amount: {
    color: BRAND.text,
    fontSize: '16px',
    lineHeight: '24px',
    padding: '4px 0 4px 12px',
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
  footer: {
    backgroundColor: BRAND.sand100,
    padding: '16px 32px',
  },
  footerText: { color: BRAND.muted, fontSize: '14px', lineHeight: '22px', margin: '4px 0' },
} satisfies Record<string, CSSProperties>;

/**
 * What inline styles cannot say: dark-mode colours (Apple Mail, iOS Mail, Outlook.com's
 * `data-ogsc`), and tighter padding on a 320 px screen. `!important` wins over the inline styles.
 */
export const MAIL_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: ${BRAND.forest950} !important; }
  .mail-card { background-color: ${BRAND.forest900} !important; border-color: ${BRAND.forest700} !important; }
  .mail-text, .mail-heading { color: ${BRAND.sand100} !important; }
  .mail-link { color: ${BRAND.ember300} !important; }
  .mail-footer { background-color: ${BRAND.forest950} !important; }
  .mail-footer p { color: ${BRAND.sand200} !important; }
}
[data-ogsc] .mail-text, [data-ogsc] .mail-heading { color: ${BRAND.sand100} !important; }
[data-ogsc] .mail-link { color: ${BRAND.ember300} !important; }
@media (max-width: 480px) {
  .mail-card { margin: 0 auto !important; border-radius: 0 !important; border-width: 0 !important; }
  .mail-pad { padding-left: 16px !important; padding-right: 16px !important; }
  .mail-heading { font-size: 22px !important; line-height: 30px !important; }
}
`;
