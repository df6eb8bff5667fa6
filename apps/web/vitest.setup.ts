import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: each test starts
// on an empty page here instead of in every file.
afterEach(cleanup);

// Parts such as the stay calendar load their code on first use (a dynamic import, as in the app);
// on a busy machine Vitest's first transform of it takes longer than Testing Library's default 1 s
// wait (the checkout form's calendar failed so when every package's tests ran at once).
configure({ asyncUtilTimeout: 5000 });
