/** Shown while a page's code loads (the first page after the SPA fallback, a slow connection). */
export function PageLoading() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <p role="status">Loading…</p>
    </main>
  );
}
