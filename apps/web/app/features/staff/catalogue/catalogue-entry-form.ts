import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from '@camping/domain/zod';
import { useSavingForm } from '../use-saving-form.ts';
import { slugFromName } from './catalogue-slug.ts';

interface Named {
  id: string;
  name: string;
}

/**
 * The form of a campground, package or add-on. While a new entry's id has not been typed by hand, it
 * follows the name; ids of saved entries never change (public addresses and bookings use them).
 */
export function useCatalogueEntryForm<Schema extends z.ZodType<Named, FieldValues & Named>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  isNew: boolean,
  onSave: (entry: z.output<Schema>, isNew: boolean) => Promise<void>,
) {
  const form = useSavingForm(schema, defaultValues, {
    save: (entry) => onSave(entry, isNew),
    saved: (entry) => `${entry.name} ${isNew ? 'added' : 'saved'}`,
  });
  const { watch, setValue, getFieldState } = form as unknown as {
    watch: (name: 'name') => string;
    setValue: (name: 'id', value: string) => void;
    getFieldState: (name: 'id') => { isDirty: boolean };
  };
  const name = watch('name');
  useEffect(() => {
    if (isNew && !getFieldState('id').isDirty) setValue('id', slugFromName(name));
  }, [isNew, name, setValue, getFieldState]);
  return form;
}
