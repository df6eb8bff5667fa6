import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm, type DefaultValues, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from '@camping/domain/zod';

/**
 * A form validated by one of the shared schemas of packages/domain: the same rules, and the same
 * messages, as the server. Submit handlers receive the parsed (trimmed, normalised) values.
 */
export function useSchemaForm<Schema extends z.ZodType<unknown, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  /** E.g. `shouldFocusError: false`, for a form that moves focus to its errors itself. */
  options: Pick<UseFormProps<z.input<Schema>>, 'shouldFocusError'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: standardSchemaResolver(schema),
    defaultValues,
    ...options,
  });
}
