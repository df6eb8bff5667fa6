// What other features and the app shell use of the account: who is signed in.
export { AuthProvider, useAuth } from './auth-context.tsx';
export { useSignedInUser } from './use-signed-in-user.ts';
