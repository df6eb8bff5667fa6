import { z } from '@camping/domain/zod';
import { TOAST } from './tokens.ts';

export const TOAST_SEVERITIES = ['info', 'warn', 'error', 'success'] as const;

/** A toast (spec section 3): dismissed after `life` ms unless sticky; hovering pauses dismissal. */
export const toastMessageSchema = z.object({
  severity: z.enum(TOAST_SEVERITIES),
  summary: z.string().min(1),
  detail: z.string().optional(),
  life: z.number().int().positive().default(TOAST.defaultLifeMs),
  sticky: z.boolean().default(false),
  closable: z.boolean().default(true),
});
export type ToastMessage = z.input<typeof toastMessageSchema>;
export type ResolvedToastMessage = z.output<typeof toastMessageSchema>;
