import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** An id for a new entry from its name: "Mill Creek, Dharug NP" -> "mill-creek-dharug-np". */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * While a new entry's id has not been typed by hand, it follows the name. Ids of saved entries never
 * change: public addresses and bookings use them.
 */
export function useIdFromName<Values extends FieldValues & { id: string; name: string }>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'watch' | 'setValue' | 'getFieldState'>,
  isNew: boolean,
) {
  const { watch, setValue, getFieldState } = form;
  const name = watch('name' as Path<Values>) as string;
  useEffect(() => {
    if (!isNew || getFieldState('id' as Path<Values>).isDirty) return;
    setValue('id' as Path<Values>, slugFromName(name) as PathValue<Values, Path<Values>>);
  }, [isNew, name, setValue, getFieldState]);
}
