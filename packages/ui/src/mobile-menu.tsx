import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from './icons.tsx';
import type { AuthState } from './site-auth.ts';
import { useHydrated } from './use-hydrated.ts';

const loadPanel = () => import('./mobile-menu-panel.tsx');
const MobileMenuPanel = lazy(loadPanel);

export interface MobileMenuProps {
  auth: AuthState;
  onLogout: () => void;
}

/**
 * The menu of small screens: a toggle button and, once opened, a modal panel (loaded on first use, so
 * the dialog library stays out of every page's first load). The menu belongs to the page it was opened
 * on: any navigation, including the browser's back button or a link to the page already shown,
 * closes it.
 */
export function MobileMenu({ auth, onLogout }: MobileMenuProps) {
  const { key } = useLocation();
  // The history entry the menu belongs to.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [panelWanted, setPanelWanted] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const open = openOn === key;
  // The toggle works once the page's code runs; until then it keeps its place but is not offered.
  const hydrated = useHydrated();

  function toggle() {
    setPanelWanted(true);
    // The browser may already be on the next entry while its page's code loads: the menu opens on
    // that page when it shows, rather than on this one only to close as it goes.
    setOpenOn(open ? null : ((history.state as { key?: string } | null)?.key ?? key));
  }

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={toggle}
        // Fetch the panel while the finger or pointer is on its way, so it opens at once.
        onPointerEnter={loadPanel}
        onTouchStart={loadPanel}
        onFocus={loadPanel}
        className={`-mr-2 grid size-11 place-items-center rounded-md text-forest-900 hover:bg-forest-50 ${hydrated ? '' : 'invisible'}`}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      {panelWanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel
            open={open}
            auth={auth}
            onClose={() => setOpenOn(null)}
            onLogout={onLogout}
            returnFocusTo={toggleRef}
          />
        </Suspense>
      )}
    </div>
  );
}
