/** Holds the place of the account controls while the sign-in state loads. */
export function AuthSkeleton() {
  return (
    <span role="status" className="inline-block size-9 animate-pulse rounded-full bg-forest-100">
      <span className="sr-only">Checking whether you are logged in…</span>
    </span>
  );
}
