import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, PinterestIcon, YouTubeIcon } from './social-icons.tsx';

interface SocialNetwork {
  name: string;
  url: string;
  Icon: ComponentType<{ className?: string }>;
}

/** Our "completecamping" page on each of the four networks of spec section 2. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  { name: 'Instagram', url: 'https://www.instagram.com/completecamping/', Icon: InstagramIcon },
  { name: 'Facebook', url: 'https://www.facebook.com/completecamping', Icon: FacebookIcon },
  { name: 'Pinterest', url: 'https://www.pinterest.com.au/completecamping/', Icon: PinterestIcon },
  { name: 'YouTube', url: 'https://www.youtube.com/@completecamping', Icon: YouTubeIcon },
];

export interface SocialLinksProps {
  /** `light` for dark backgrounds such as the footer. */
  tone?: 'dark' | 'light';
}

/** Icon links to our social pages; each opens in a new tab and says so to screen readers. */
export function SocialLinks({ tone = 'dark' }: SocialLinksProps) {
  const colours =
    tone === 'light'
      ? 'text-forest-100 hover:bg-white/10 hover:text-white'
      : 'text-forest-700 hover:bg-forest-50';
  return (
    <ul aria-label="Follow us" className="flex gap-2">
      {SOCIAL_NETWORKS.map(({ name, url, Icon }) => (
        <li key={name}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className={`grid size-11 place-items-center rounded-full ${colours}`}
          >
            <Icon className="size-6" />
            <span className="sr-only">{name} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
