/** How many times an e-mail is tried before it waits for staff to send it again. */
export const MAIL_MAX_ATTEMPTS = 5;

/** How long one try may hold an e-mail before another may take it (a sender that died). */
export const MAIL_LEASE_MS = 2 * 60_000;

/** The wait after failed try `attempt` (1-based): 1, 5, 15 and 60 minutes. */
export function retryDelayMs(attempt: number): number {
  const minutes = [1, 5, 15, 60][Math.min(attempt, 4) - 1] ?? 60;
  return minutes * 60_000;
}

/** What is kept of a failed try's error: its message, without the server's long transcript. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 1_000) || 'Unknown error.';
}
