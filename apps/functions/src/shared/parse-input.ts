import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from '@camping/domain/zod';

/**
 * Validates a callable's payload with a shared schema. Bad input is answered with `invalid-argument`
 * and a sentence per problem, naming the field, so the caller can show it as it is.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    if (issue.path.length === 0) {
      return issue.code === 'invalid_type'
        ? 'The request must be an object with the documented fields.'
        : issue.message;
    }
    return `${issue.path.join('.')}: ${missing ? 'This field is required.' : issue.message}`;
  });
  throw new HttpsError('invalid-argument', problems.join(' '), { problems });
}
