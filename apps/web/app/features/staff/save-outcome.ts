import { showToast } from '@camping/ui/toaster';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { spokenMessage } from '#app/shared/callable-error.ts';

/**
 * Runs a form's save. Saved: a toast says so. Refused (lowering kits below what bookings hold, an id
 * already taken...): the server's own sentence shows beside the form (`root.server`), and everything
 * typed stays as it was. Answers whether it saved.
 */
export async function saveOrExplain<Values extends FieldValues>(
  save: () => Promise<void>,
  {
    saved,
    setError,
  }: {
    /** The toast, e.g. "Kits saved". */
    saved: string;
    setError: UseFormSetError<Values>;
  },
): Promise<boolean> {
  try {
    await save();
  } catch (error) {
    setError('root.server', {
      message: spokenMessage(error, 'We could not save this. Check your connection and try again.'),
    });
    return false;
  }
  showToast({ severity: 'success', summary: saved });
  return true;
}
