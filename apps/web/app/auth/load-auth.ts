/** The browser's Firebase Auth module, fetched on first use (never part of a page's first load). */
export const loadAuthModule = () => import('../firebase/auth.ts');
export type AuthModule = Awaited<ReturnType<typeof loadAuthModule>>;
