import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll } from 'vitest';

/**
 * Puts these documents back as they were before this file's tests, after them: the integration
 * files share one stack, so settings or catalogue a test changes must be as seeded for the next file.
 */
export function keepDocuments(db: Firestore, paths: readonly string[]): void {
  const saved = new Map<string, DocumentData | undefined>();
  beforeAll(async () => {
    for (const snap of await db.getAll(...paths.map((path) => db.doc(path)))) {
      saved.set(snap.ref.path, snap.data());
    }
  });
  afterAll(async () => {
    const batch = db.batch();
    for (const [path, data] of saved) {
      if (data) batch.set(db.doc(path), data);
      else batch.delete(db.doc(path));
    }
    await batch.commit();
  });
}
