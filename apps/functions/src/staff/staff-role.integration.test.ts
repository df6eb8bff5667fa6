import { describe, expect, inject, it } from 'vitest';
import { callAs, createCustomer, signIn, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { changeStaffRole, withStaffRoleAuth, type StaffRoleChange } from './staff-role.ts';

// The core of `npm run staff`, against the test stack's Auth emulator as the command runs it against
// the dev stack's.

const stack = inject('stack');
const { adminAuth } = emulatorClientsForThisFile();
const target = { projectId: stack.projectId, authEmulatorHost: stack.authHost };
const staffRole = (change: StaffRoleChange, email: string) =>
  withStaffRoleAuth(target, (auth) => changeStaffRole(auth, change, email));

/** A staff callable's answer to `person`: NOT_FOUND once they are let in (the message is made up). */
const markAs = async (person: TestCustomer) =>
  (await callAs(stack, 'staffMarkMessage', { messageId: 'no-such-message', read: true }, person))
    .error?.status;

describe('npm run staff (grant and revoke the admin claim)', () => {
  it('grants staff access by e-mail address as typed, keeping other claims', async () => {
    const person = await createCustomer(stack, adminAuth, 'new-staff', { team: 'crew' });
    expect(await markAs(person)).toBe('PERMISSION_DENIED');
    expect(await staffRole('grant', `  ${person.email.toUpperCase()} `)).toBe(
      `${person.email} has staff access now: the staff area opens for them at /admin once they log in or reload it.`,
    );
    expect((await adminAuth.getUser(person.uid)).customClaims).toEqual({
      team: 'crew',
      admin: true,
    });
    const { idToken } = await signIn(stack, person.email);
    expect(await markAs({ ...person, idToken })).toBe('NOT_FOUND');
  });

  it('revokes it: the claim goes, sessions end, and a token that still says admin is refused', async () => {
    const person = await createCustomer(stack, adminAuth, 'leaving-staff', { admin: true });
    expect(await markAs(person)).toBe('NOT_FOUND');
    // Revocation counts in whole seconds: tokens issued in an earlier second than it are revoked.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await staffRole('revoke', person.email)).toBe(
      `${person.email} has no staff access now, and their sessions are signed out.`,
    );
    const user = await adminAuth.getUser(person.uid);
    expect(user.customClaims ?? {}).toEqual({});
    expect(Date.parse(user.tokensValidAfterTime!)).toBeGreaterThan(Date.now() - 10_000);
    await expect(adminAuth.verifyIdToken(person.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    expect(await markAs(person)).toBe('PERMISSION_DENIED');
  });

  it('says so when no account has the address, changing nothing', async () => {
    await expect(staffRole('grant', 'Nobody-Here@Example.com')).rejects.toThrow(
      'There is no account with the e-mail address nobody-here@example.com. They sign up on the site first.',
    );
  });
});
