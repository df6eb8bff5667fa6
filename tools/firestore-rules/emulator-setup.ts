import { createServer } from 'node:net';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  startGoogleFirestoreEmulator,
  usesGoogleFirestoreEmulator,
} from '@camping/stack/emulators';
import { stateDir } from '@camping/stack/paths';
import { ProcessBook } from '@camping/stack/processes';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { runningStack, startStack } from '@camping/stack/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreHost: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No port')),
      );
    });
  });
}

/**
 * The Firestore emulator the rules are tested against: Google's emulator on a free port of its own
 * (ready in about 2 s, isolated from the shared stack, whose emulator also serves the Functions
 * emulator); else the Firestore of the stack `npm test` already started; else a whole local stack
 * where firebase-tools manages Firestore (machines without Google's emulator, docs/decisions/0002).
 * The tests use a project of their own, so they never touch the demo data of a shared stack.
 */
export default async function setup(project: TestProject) {
  if (!usesGoogleFirestoreEmulator()) {
    const existing = runningStack('test');
    if (existing) {
      project.provide('firestoreHost', existing.firestoreHost);
      return;
    }
    const stack = await startStack({ profile: 'test', web: 'none' });
    project.provide('firestoreHost', stack.info.firestoreHost);
    return () => stack.stop();
  }
  const port = await freePort();
  const book = new ProcessBook(
    stateDir('firestore-rules'),
    join(stateDir('firestore-rules'), 'logs'),
  );
  await book.stopLeftovers();
  try {
    await startGoogleFirestoreEmulator(book, {
      ...PROFILES.test,
      ports: { ...PROFILES.test.ports, firestore: port },
    });
  } catch (error) {
    await book.stopAll();
    throw error;
  }
  project.provide('firestoreHost', `${HOST}:${port}`);
  return () => book.stopAll();
}
