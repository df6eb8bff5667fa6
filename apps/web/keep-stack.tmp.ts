import { startStack } from '@camping/stack/stack';
const stack = await startStack({ profile: 'test', web: 'hosting' });
console.log('READY', stack.info.webUrl);
process.on('SIGTERM', async () => { await stack.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
