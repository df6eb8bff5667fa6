import { hydrate } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';
import { readQueryState } from './query-state-transfer.ts';

/** The browser's one query cache, starting from the data the page was pre-rendered with. */
export const browserQueryClient = createQueryClient();
const state = readQueryState();
if (state) hydrate(browserQueryClient, state);
