export interface QueryErrorProps {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A failed read, said plainly, with a way to try again. */
export function QueryError({ message, onRetry, retrying }: QueryErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
    >
      <p className="flex-1">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="rounded-md bg-white px-3 py-1.5 font-semibold text-red-900 ring-1 ring-red-300 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800 disabled:opacity-70"
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
