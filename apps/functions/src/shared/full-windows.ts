/**
 * The windows this instance has read as full, each until it opens again. A window's count only grows
 * until the window ends, so a caller read as over a limit stays over it until then: the instance
 * refuses their next calls without reading Firestore again, and a burst from one caller costs one
 * read per instance instead of one per call. Bounded, the oldest entry going first.
 */
export class FullWindows {
  private readonly opensAt = new Map<string, number>();
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  /** When the window of `key` opens again, if it is known to be full at `nowMs`. */
  fullUntil(key: string, nowMs: number): number | undefined {
    const opensAt = this.opensAt.get(key);
    if (opensAt === undefined || opensAt > nowMs) return opensAt;
    this.opensAt.delete(key);
    return undefined;
  }

  remember(key: string, opensAtMs: number): void {
    this.opensAt.delete(key);
    this.opensAt.set(key, opensAtMs);
    if (this.opensAt.size > this.capacity) {
      this.opensAt.delete(this.opensAt.keys().next().value!);
    }
  }
}
