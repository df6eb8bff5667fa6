// A boundary can render the same error more than once (StrictMode, re-renders): report it once.
const reported = new WeakSet<object>();

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/**
 * Sends a rendering error to the `reportClientError` callable so staff hear about it. Best effort:
 * it never throws, because it runs while the page is already showing an error.
 */
export async function reportClientError(error: unknown, path: string): Promise<void> {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  try {
    // Loaded only when something broke: neither Firebase nor zod belong in a page's first load.
    const [{ CALLABLES }, { callFunction }] = await Promise.all([
      import('@camping/domain/callables'),
      import('#app/firebase/functions.ts'),
    ]);
    const report = CALLABLES.reportClientError.request.parse({
      message: describe(error) || 'Unknown error',
      stack: error instanceof Error ? error.stack : undefined,
      path,
      userAgent: navigator.userAgent,
    });
    await callFunction('reportClientError', report);
  } catch (failure) {
    console.warn('Could not report the error to us:', failure);
  }
}
