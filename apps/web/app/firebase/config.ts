import { z } from '@camping/domain/zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));
const hostAndPort = optional.refine((value) => value === undefined || /^[\w.-]+:\d+$/.test(value), {
  message: 'Write emulator hosts as host:port.',
});

const environmentSchema = z.object({
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_FIREBASE_STORAGE_BUCKET: optional,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optional,
  VITE_FIREBASE_MEASUREMENT_ID: optional,
  VITE_FIRESTORE_EMULATOR_HOST: hostAndPort,
  VITE_AUTH_EMULATOR_HOST: hostAndPort,
  VITE_FUNCTIONS_EMULATOR_HOST: hostAndPort,
});

export interface FirebaseClientConfig {
  options: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    appId: string;
    storageBucket?: string;
    messagingSenderId?: string;
    measurementId?: string;
  };
  emulators: { firestore?: string; auth?: string; functions?: string };
}

/** The Firebase web config from the Vite environment (apps/web/.env and friends), validated. */
export function readFirebaseConfig(env: Record<string, unknown>): FirebaseClientConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(
      `The Firebase web configuration is incomplete or invalid: ${fields}. See README.md.`,
    );
  }
  const e = parsed.data;
  return {
    options: {
      apiKey: e.VITE_FIREBASE_API_KEY,
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: e.VITE_FIREBASE_PROJECT_ID,
      appId: e.VITE_FIREBASE_APP_ID,
      ...(e.VITE_FIREBASE_STORAGE_BUCKET && { storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET }),
      ...(e.VITE_FIREBASE_MESSAGING_SENDER_ID && {
        messagingSenderId: e.VITE_FIREBASE_MESSAGING_SENDER_ID,
      }),
      ...(e.VITE_FIREBASE_MEASUREMENT_ID && { measurementId: e.VITE_FIREBASE_MEASUREMENT_ID }),
    },
    emulators: {
      firestore: e.VITE_FIRESTORE_EMULATOR_HOST,
      auth: e.VITE_AUTH_EMULATOR_HOST,
      functions: e.VITE_FUNCTIONS_EMULATOR_HOST,
    },
  };
}

export function splitHost(hostAndPort: string): [string, number] {
  const index = hostAndPort.lastIndexOf(':');
  return [hostAndPort.slice(0, index), Number(hostAndPort.slice(index + 1))];
}
