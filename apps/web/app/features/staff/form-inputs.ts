import { z } from '@camping/domain/zod';
import { dollarsToCents } from './dollars.ts';

// Form fields hold text; the contract's schemas want numbers, cents and lists. Each input here reads
// the text, then hands the value to the contract's own schema, so its rules and sentences still apply.

const typedNumber = (text: string, context: z.RefinementCtx) => {
  const trimmed = text.trim();
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) {
    context.addIssue({ code: 'custom', message: 'Enter a number.' });
    return z.NEVER;
  }
  return Number(trimmed);
};

/** A number typed into a text box: then the contract's rules (whole, in range...). */
export function numberInput<Output>(schema: z.ZodType<Output, number>) {
  return z.string().transform(typedNumber).pipe(schema);
}

/** A number that may be left empty, stored as absent. */
export function optionalNumberInput<Output>(schema: z.ZodType<Output, number>) {
  return z
    .string()
    .transform((text, context) => (text.trim() === '' ? undefined : typedNumber(text, context)))
    .pipe(schema.optional());
}

/** A price typed in dollars, stored as cents. */
export function dollarsInput<Output>(schema: z.ZodType<Output, number>) {
  return z
    .string()
    .transform((text, context) => {
      const cents = dollarsToCents(text);
      if (cents === null) {
        context.addIssue({
          code: 'custom',
          message: 'Enter an amount in dollars, like 45 or 45.50.',
        });
        return z.NEVER;
      }
      return cents;
    })
    .pipe(schema);
}

/** A list typed one item a line (blank lines ignored). */
export function linesInput<Output>(schema: z.ZodType<Output, string[]>) {
  return z
    .string()
    .transform((text) =>
      text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(schema);
}
