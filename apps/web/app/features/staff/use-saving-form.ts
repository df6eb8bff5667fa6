import { useMutation } from '@tanstack/react-query';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from '@camping/domain/zod';
import { showToast } from '@camping/ui/toaster';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';

export interface SavingFormOptions<Values> {
  /**
   * Saves the parsed values through a staff callable (settings-calls.ts) and reads again what it
   * changed; throws the server's refusal.
   */
  save: (values: Values) => Promise<void>;
  /** The toast once saved, e.g. "Kits of Essentials saved". */
  saved: (values: Values) => string;
}

/**
 * A staff form (useSchemaForm) whose `submit` saves. Saved: a toast says so. Refused (fewer kits than
 * bookings hold, an id already taken...): the server's own sentence shows beside the form (FormRefusal
 * reads `root.server`), and everything typed stays as it was.
 */
export function useSavingForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  { save, saved }: SavingFormOptions<z.output<Schema>>,
) {
  const form = useSchemaForm(schema, defaultValues);
  const saving = useMutation({ mutationFn: save });
  const submit = form.handleSubmit(async (values) => {
    try {
      await saving.mutateAsync(values);
    } catch (error) {
      form.setError('root.server', {
        message: spokenMessage(
          error,
          'We could not save this. Check your connection and try again.',
        ),
      });
      return;
    }
    showToast({ severity: 'success', summary: saved(values) });
  });
  return { ...form, submit };
}
