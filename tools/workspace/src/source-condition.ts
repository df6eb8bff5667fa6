/**
 * The export condition under which workspace packages offer their TypeScript sources (ADR 0001).
 * Every tool that reads another package's code asks for it first (Vite, Vitest, tsup, ESLint's
 * resolver, Node), so nothing waits for a package build. tsconfig.base.json names it too (JSON
 * imports nothing), and so does scripts/bootstrap.mjs, which runs before the workspace is installed.
 */
export const SOURCE_CONDITION = '@camping/source';
