/**
 * Two port sets, so the test suite can run while a developer keeps `npm run dev` open.
 * The project id starts with `demo-`: the emulators then never try to reach real Google services.
 */
export interface StackProfile {
  name: 'dev' | 'test';
  projectId: string;
  ports: {
    firestore: number;
    auth: number;
    /** Where the site and the tests call the functions: the gateway in front of the emulator. */
    functions: number;
    /** The Functions emulator itself (functions-gateway.ts). */
    functionsEmulator: number;
    hub: number;
    logging: number;
    web: number;
    /** MailDev: the SMTP server the functions send through, and its web inbox (and REST API). */
    smtp: number;
    mailInbox: number;
  };
}

/**
 * STACK_PORT_OFFSET shifts the test ports (and the state folder), so several checkouts or agents on
 * one machine can run their tests at the same time.
 */
const offset = Number(process.env.STACK_PORT_OFFSET ?? 0);

export const PROFILES: Record<StackProfile['name'], StackProfile> = {
  dev: {
    name: 'dev',
    projectId: 'demo-complete-camping',
    ports: {
      firestore: 8080,
      auth: 9099,
      functions: 5001,
      functionsEmulator: 5011,
      hub: 4400,
      logging: 4500,
      web: 5173,
      smtp: 1025,
      mailInbox: 1080,
    },
  },
  test: {
    name: 'test',
    projectId: 'demo-complete-camping',
    ports: {
      firestore: 18080 + offset,
      auth: 19099 + offset,
      functions: 15001 + offset,
      functionsEmulator: 15011 + offset,
      hub: 14400 + offset,
      logging: 14450 + offset,
      web: 15173 + offset,
      smtp: 11025 + offset,
      mailInbox: 11080 + offset,
    },
  },
};

export const HOST = '127.0.0.1';

/** What a running stack tells the tests and tools that use it (written to .stack/<profile>/stack.json). */
export interface StackInfo {
  profile: StackProfile['name'];
  projectId: string;
  firestoreHost: string;
  authHost: string;
  functionsOrigin: string;
  webUrl: string | null;
  /** Where the functions send e-mail (MailDev's SMTP server). */
  smtpUrl: string;
  /** MailDev's web inbox; its REST API is under /api (e.g. /api/email). */
  mailInboxUrl: string;
}

export function stackInfo(profile: StackProfile, withWeb: boolean): StackInfo {
  const { ports } = profile;
  return {
    profile: profile.name,
    projectId: profile.projectId,
    firestoreHost: `${HOST}:${ports.firestore}`,
    authHost: `${HOST}:${ports.auth}`,
    functionsOrigin: `http://${HOST}:${ports.functions}`,
    webUrl: withWeb ? `http://${HOST}:${ports.web}` : null,
    smtpUrl: `smtp://${HOST}:${ports.smtp}`,
    mailInboxUrl: `http://${HOST}:${ports.mailInbox}`,
  };
}
