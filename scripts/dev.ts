// `npm run dev`: builds the functions, starts the emulators with demo data and the web dev server,
// prints where to go, and stops everything it started on Ctrl-C or SIGTERM.
import { DEMO_USERS } from '@camping/stack/demo-data';
import { startStack, type RunningStack } from '@camping/stack/stack';
import { run } from './run.ts';

const started = Date.now();
run('turbo', ['run', 'build', '--filter=@camping/functions', '--output-logs=errors-only']);

let stack: RunningStack | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack…');
  await stack?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  stack = await startStack({ profile: 'dev', web: 'dev' });
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  await stop(1);
}

if (stack && !stopping) {
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`
  The Complete Camping Experience is running (ready in ${seconds} s)

    Web:        ${stack.info.webUrl}
    E-mail:     ${stack.info.mailInboxUrl}   (every e-mail the site sends, in MailDev's inbox)
    Firestore:  ${stack.info.firestoreHost}   Auth: ${stack.info.authHost}   Functions: ${stack.info.functionsOrigin}

    Demo customer: ${DEMO_USERS[0].email} / ${DEMO_USERS[0].password}
    Demo admin:    ${DEMO_USERS[1].email} / ${DEMO_USERS[1].password}

  Logs are in .stack/dev/logs. Press Ctrl-C to stop everything.
`);
}
