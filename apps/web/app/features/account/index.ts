// What other features and the app shell use of the account: who is signed in, and the identity
// service's calls (loaded on first use), such as whether they are staff.
export { AuthProvider, useAuth } from './auth-context.tsx';
export { useSignedInUser } from './use-signed-in-user.ts';
export { loadAuthModule } from './load-auth.ts';
