import { z } from './zod.ts';

/** An entry of a popup or navigation menu (spec section 3): a link, an action, or both. */
export const menuItemSchema = z
  .object({
    label: z.string().min(1),
    command: z.custom<() => void>((value) => typeof value === 'function').optional(),
    url: z.string().min(1).optional(),
  })
  .refine((item) => item.command !== undefined || item.url !== undefined, {
    message: 'A menu item needs a url or a command.',
  });
export type MenuItem = z.infer<typeof menuItemSchema>;
