import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { AuthSkeleton } from './auth-skeleton.tsx';
import { compactOutlineButton, compactPrimaryButton } from './button-styles.ts';
import { GuestPageLink } from './guest-page-link.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import type { AuthState } from './site-auth.ts';
import type { SiteLink } from './site-link.ts';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

// Worded as spec section 2 words it here. Beside its only user, so that it loads with it.
const HEADER_LINKS: readonly SiteLink[] = [
  { label: 'About us', to: PATHS.aboutUs },
  { label: 'Locations', to: PATHS.locations },
  { label: 'Pricing', to: PATHS.pricing },
  { label: 'Contact us', to: PATHS.contact },
];

export interface SiteHeaderProps {
  auth: AuthState;
  onLogout: () => void;
}

function AccountControls({ auth, onLogout }: SiteHeaderProps) {
  if (auth.status === 'loading') return <AuthSkeleton />;
  if (auth.status === 'signed-in') {
    return (
      <Suspense fallback={<AuthSkeleton />}>
        <AccountMenu
          displayName={auth.user.displayName}
          isStaff={auth.user.isStaff}
          onLogout={onLogout}
        />
      </Suspense>
    );
  }
  return (
    <>
      <GuestPageLink to={PATHS.signup} className={compactPrimaryButton}>
        Sign up
      </GuestPageLink>
      <GuestPageLink to={PATHS.login} className={compactOutlineButton}>
        Login
      </GuestPageLink>
    </>
  );
}

/**
 * The site header: logo, the main links and the account controls on large screens, the mobile menu
 * toggle below that.
 */
export function SiteHeader({ auth, onLogout }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-forest-100 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 font-medium hover:bg-forest-50 hover:text-forest-900 ${isActive ? 'text-forest-700 underline decoration-2 underline-offset-8' : 'text-stone-700'}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <AccountControls auth={auth} onLogout={onLogout} />
        </div>
        <MobileMenu auth={auth} onLogout={onLogout} />
      </div>
    </header>
  );
}
