import { useId } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { Copyright } from './copyright.tsx';
import { Logo } from './logo.tsx';
import type { SiteLink } from './site-link.ts';
import { SocialLinks } from './social-links.tsx';

// Worded as spec section 2 words it here. Beside its only user, so that it loads with it.
const FOOTER_MENU_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: PATHS.aboutUs },
  { label: 'Locations', to: PATHS.locations },
  { label: 'FAQs', to: PATHS.faq },
  { label: 'Gift vouchers', to: PATHS.giftVouchers },
  { label: 'Contact', to: PATHS.contact },
];

const FOOTER_LEGAL_LINKS: readonly SiteLink[] = [
  { label: 'Terms and conditions', to: PATHS.termsAndConditions },
  { label: 'Privacy policy', to: PATHS.privacyPolicy },
];

function LinkGroup({ heading, links }: { heading: string; links: readonly SiteLink[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2
        id={headingId}
        className="font-sans text-sm font-semibold tracking-wide text-white uppercase"
      >
        {heading}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block rounded py-1 text-forest-100 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: logo, social links, the Menu and Legal link groups, copyright and credits. */
export function SiteFooter() {
  return (
    <footer className="bg-forest-950 text-forest-100 [--focus-ring:var(--color-sand-100)]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4 lg:col-span-2">
          <Logo tone="light" />
          <p className="max-w-sm">
            Camping without the gear hassle: we set up at campgrounds within two hours of Sydney
            before you arrive and pack down after you leave.
          </p>
          <SocialLinks tone="light" />
        </div>
        <LinkGroup heading="Menu" links={FOOTER_MENU_LINKS} />
        <LinkGroup heading="Legal" links={FOOTER_LEGAL_LINKS} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm sm:flex-row sm:justify-between">
          <Copyright />
          <p>
            Illustrations painted for us. Icons:{' '}
            <a
              href="https://tabler.io/icons"
              target="_blank"
              rel="noopener noreferrer"
              className="rounded underline hover:text-white"
            >
              Tabler Icons
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            (MIT licence)
          </p>
        </div>
      </div>
    </footer>
  );
}
