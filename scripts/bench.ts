// `npm run bench`: builds, then prints the performance figures of every workspace that has a bench.
import { run } from './run.ts';

run('turbo', ['run', 'bench', '--concurrency=1', '--output-logs=full']);
