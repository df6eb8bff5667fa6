/** Latency figures of a set of calls, in milliseconds. */
export function percentiles(durations: readonly number[]): string {
  const sorted = [...durations].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return `p50 ${at(50).toFixed(0)} ms   p95 ${at(95).toFixed(0)} ms   p99 ${at(99).toFixed(0)} ms   max ${sorted.at(-1)!.toFixed(0)} ms`;
}

/** Runs `call` once per item, all at once, and times each answer from the common start. */
export async function allAtOnce<Item, Answer>(
  items: readonly Item[],
  call: (item: Item) => Promise<Answer>,
): Promise<{ answer: Answer | null; ms: number }[]> {
  const started = performance.now();
  return Promise.all(
    items.map(async (item) => {
      const answer = await call(item).catch(() => null);
      return { answer, ms: performance.now() - started };
    }),
  );
}

/** Runs `call` `times` times one after another (after one untimed call) and times each. */
export async function oneAfterAnother(call: () => Promise<unknown>, times: number) {
  await call();
  const durations: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await call();
    durations.push(performance.now() - started);
  }
  return durations;
}
