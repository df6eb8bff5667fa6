import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { secondaryButton, submitButton } from '@camping/ui/button-styles';
import { fieldClass, labelClass } from './staff-styles.ts';

/** The search parameter of a staff page holding what was typed to find something. */
export const FIND_PARAM = 'find';

/**
 * A staff page's search box: what is typed goes into the address (`?find=`), so Back and Forward
 * show what each search found and a search can be shared; a link clears it.
 */
export function FindForm({
  name,
  label,
  typed,
  clearLabel,
  className = '',
}: {
  /** The search landmark's name: "Find a booking". */
  name: string;
  label: string;
  typed: string;
  /** The link back to the page without a search: "All bookings". */
  clearLabel: string;
  className?: string;
}) {
  const [, setParams] = useSearchParams();

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get(FIND_PARAM) ?? '').trim();
    setParams(value ? { [FIND_PARAM]: value } : {});
  }

  return (
    <form
      role="search"
      aria-label={name}
      method="post"
      onSubmit={find}
      // Remounted with the address, so Back and Forward show what was typed.
      key={typed}
      className={`flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200 ${className}`}
    >
      <label className={`${labelClass} min-w-0 flex-1 basis-64`}>
        {label}
        <input
          type="search"
          name={FIND_PARAM}
          defaultValue={typed}
          maxLength={200}
          autoComplete="off"
          className={fieldClass}
        />
      </label>
      <button type="submit" className={submitButton}>
        Find
      </button>
      {typed && (
        <Link to={{ search: '' }} className={secondaryButton}>
          {clearLabel}
        </Link>
      )}
    </form>
  );
}
