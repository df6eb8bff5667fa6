import { lazy, Suspense, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { STAY_PARAMS } from '@camping/domain/site/stay-links';
import { useHydrated } from '@camping/ui/use-hydrated';
import { textLink } from '#app/shared/styles.ts';
import type { AskAboutStayProps } from './ask-about-stay.tsx';

// The form and its check load only when asked for: the campground page's free nights carry the toggle.
const AskAboutStay = lazy(() => import('./ask-about-stay.tsx'));

/**
 * Under a campground’s free nights: "Is the stay you want booked out?", opening a check of a stay
 * with a way to be told when it frees up. Open at once when the address names a stay (back from
 * logging in).
 */
export function AskAboutStayToggle(props: AskAboutStayProps) {
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const [toggled, setOpen] = useState<boolean>();
  const panel = useId();
  // Read once hydrated: the pre-rendered page has it closed.
  const open = toggled ?? (hydrated && search.has(STAY_PARAMS.arrival));
  return (
    // Its own space above: the link before it is inline, so the list's spacing does not reach here.
    <div className="space-y-3 pt-2">
      <p className="text-stone-700">
        Is the stay you want booked out?{' '}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
          className={textLink}
        >
          {open ? 'Hide the check' : 'Check your stay'}
        </button>
      </p>
      <div id={panel} hidden={!open}>
        {open && (
          <Suspense fallback={<p role="status">Loading the check…</p>}>
            <AskAboutStay {...props} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
