// `npm run staff -- grant <email>` / `npm run staff -- revoke <email>`: gives or takes staff access
// (the `admin` claim) of an account. By default on the local stack `npm run dev` runs; with
// `--project <id>` on a real Firebase project, as the Application Default Credentials allow
// (`gcloud auth application-default login`).
import { parseArgs } from 'node:util';
import {
  changeStaffRole,
  withStaffRoleAuth,
  type StaffRoleTarget,
} from '@camping/functions/staff-role';
import { HOST, PROFILES } from '@camping/stack/profiles';

const USAGE = `Usage:
  npm run staff -- grant <email>                  give the account staff access (local stack)
  npm run staff -- revoke <email>                 take it away and sign its sessions out
  npm run staff -- grant <email> --project <id>   the same on a real Firebase project, with
                                                  gcloud auth application-default login`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (error) {
  fail(`${(error as Error).message}\n\n${USAGE}`, 2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const [change, email, ...extra] = positionals;
if ((change !== 'grant' && change !== 'revoke') || !email || extra.length > 0) {
  fail(USAGE, 2);
}

const dev = PROFILES.dev;
const target: StaffRoleTarget = values.project
  ? { projectId: values.project }
  : { projectId: dev.projectId, authEmulatorHost: `${HOST}:${dev.ports.auth}` };

if (target.authEmulatorHost) {
  // Say plainly that the local stack is not running, rather than a connection error.
  const running = await fetch(`http://${target.authEmulatorHost}/`).then(
    () => true,
    () => false,
  );
  if (!running) {
    fail(
      `The local stack is not running (no Auth emulator at ${target.authEmulatorHost}). Start it with \`npm run dev\`, or pass --project <id> for a real Firebase project.`,
    );
  }
}

try {
  const done = await withStaffRoleAuth(target, (auth) => changeStaffRole(auth, change, email));
  console.log(`${done}${values.project ? ` (project ${values.project})` : ' (local stack)'}`);
} catch (error) {
  const message = (error as Error).message;
  fail(
    values.project && /credential/i.test(message)
      ? `${message}\nSign in for the Firebase Admin SDK first: gcloud auth application-default login`
      : message,
  );
}
