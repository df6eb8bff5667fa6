import { Firestore, Query } from 'firebase-admin/firestore';

/** Documents Firestore bills as read since the last `countReads`, by the handlers' two read paths. */
let reads = 0;
const getAll = Firestore.prototype.getAll;
Firestore.prototype.getAll = async function (this: Firestore, ...args: Parameters<typeof getAll>) {
  const snapshots = await getAll.apply(this, args);
  reads += snapshots.length;
  return snapshots;
};
const get = Query.prototype.get;
Query.prototype.get = async function (this: Query) {
  const snapshot = await get.apply(this);
  reads += Math.max(1, snapshot.size); // an empty query is still billed one read
  return snapshot;
};

/** The documents `read` reads. */
export async function countReads(read: () => Promise<unknown>): Promise<number> {
  reads = 0;
  await read();
  return reads;
}
