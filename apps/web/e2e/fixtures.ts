import {
  expect,
  test as base,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { sharedInRun } from './run-sessions.ts';

// The `test` of every browser test (one set of worker fixtures, so every spec runs in the same
// workers), with signed-in people for the journeys that are not about logging in: each person is
// logged in once a run, through the login page, and every test after that, in any worker, starts
// from the saved session (Firebase keeps it in IndexedDB, which `storageState` carries;
// run-sessions.ts shares it between workers). Logging in itself is tested in auth.spec.ts,
// guards.spec.ts and the staff journey, which log in through the page every time.

export interface Person {
  email: string;
  password: string;
}

export const CUSTOMER: Person = { email: 'camper@example.com', password: 'camping-demo-1' };
export const STAFF: Person = { email: 'admin@example.com', password: 'admin-demo-1' };

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

const AUTH_EMULATOR = `http://${HOST}:${PROFILES.test.ports.auth}`;

/** An account made for one test: its id, and the ID token its calls to the functions carry. */
export interface NewCamper extends Person {
  uid: string;
  idToken: string;
}

/** A new account on the Auth emulator (its REST API, as the web SDK calls it). */
export async function newCamper(label: string, displayName = 'Casey Camper'): Promise<NewCamper> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'campfire-7';
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, displayName }),
    },
  );
  if (!response.ok) throw new Error(`Could not create ${email}: ${await response.text()}`);
  const { localId, idToken } = (await response.json()) as { localId: string; idToken: string };
  return { email, password, uid: localId, idToken };
}

// A first login on a busy machine, outside the time of the test that waits for it.
const LOGGING_IN = { scope: 'test', timeout: 60_000 } as const;

interface WorkerFixtures {
  /** The saved session of `person`, logged in once a run. */
  sessionOf: (person: Person) => Promise<SessionState>;
  /** A camper of this run's own, with no bookings, for tests that only look. */
  lookingCamper: Person;
}

interface TestFixtures {
  /** Staff on their own device: a browser context of the same project, signed in. */
  staff: Page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessionOf: [
    async ({ browser }, use, workerInfo) => {
      const sessions = new Map<string, Promise<SessionState>>();
      const logIn = async (person: Person) => {
        // A guest's context: in a test, a new context would start with the test's own session.
        const context = await browser.newContext({
          ...workerInfo.project.use,
          storageState: { cookies: [], origins: [] },
        });
        const page = await context.newPage();
        await page.goto('/login');
        await page.getByLabel('Email').fill(person.email);
        await page.getByLabel('Password').fill(person.password);
        await page.getByRole('button', { name: 'Login', exact: true }).click();
        await expect(page).toHaveURL(/\/account$/);
        await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
        const state = await context.storageState({ indexedDB: true });
        await context.close();
        return state;
      };
      await use((person) => {
        if (!sessions.has(person.email)) {
          sessions.set(
            person.email,
            sharedInRun(`session-${person.email}`, () => logIn(person)),
          );
        }
        return sessions.get(person.email)!;
      });
    },
    { scope: 'worker' },
  ],
  lookingCamper: [
    async ({ sessionOf }, use) => {
      const camper = await sharedInRun('looking-camper', () => newCamper('looking-camper'));
      await sessionOf(camper);
      await use(camper);
    },
    { scope: 'worker' },
  ],
  // A failed test names the requests of its page still unanswered when it ended: a wait that timed
  // out may have been waiting on one of them (an emulator busy beside the other tests), or on none.
  page: async ({ page }, use, testInfo) => {
    const unanswered = new Map<Request, number>();
    const answered = (request: Request) => unanswered.delete(request);
    page.on('request', (request) => unanswered.set(request, Date.now()));
    page.on('requestfinished', answered);
    page.on('requestfailed', answered);
    await use(page);
    if (testInfo.status === testInfo.expectedStatus || unanswered.size === 0) return;
    const now = Date.now();
    await testInfo.attach('requests without an answer', {
      contentType: 'text/plain',
      body: [...unanswered]
        .map(([request, sent]) => `${request.method()} ${request.url()} (${now - sent} ms)`)
        .join('\n'),
    });
  },
  staff: [
    async ({ browser, sessionOf }, use, testInfo) => {
      const context = await browser.newContext({
        ...testInfo.project.use,
        storageState: await sessionOf(STAFF),
      });
      await use(await context.newPage());
      await context.close();
    },
    LOGGING_IN,
  ],
});

/** Tests whose `page` starts signed in as the demo customer. */
export const asCustomer = test.extend({
  storageState: [async ({ sessionOf }, use) => use(await sessionOf(CUSTOMER)), LOGGING_IN],
});

/** Tests whose `page` starts signed in as this run's camper, who only looks. */
export const asLookingCamper = test.extend({
  storageState: [
    async ({ sessionOf, lookingCamper }, use) => use(await sessionOf(lookingCamper)),
    LOGGING_IN,
  ],
});
