import type { FieldErrors } from 'react-hook-form';

/** Why the server refused a form's save (see saveOrExplain), announced and shown beside the form. */
export function FormRefusal({ errors }: { errors: FieldErrors }) {
  const message = errors.root?.server?.message;
  return message ? (
    <p
      role="alert"
      className="rounded-md bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200"
    >
      {message}
    </p>
  ) : null;
}
