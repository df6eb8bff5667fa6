import type { FieldErrors } from 'react-hook-form';
import { Alert } from '@camping/ui/alert';

/** Why the server refused a form's save (see saveOrExplain), announced and shown beside the form. */
export function FormRefusal({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  return message ? <Alert>{message}</Alert> : null;
}
