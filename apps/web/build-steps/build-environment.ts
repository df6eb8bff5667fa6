import type { Plugin } from 'vite';
import { z } from '@camping/domain/zod';

/**
 * The mode of every local build and of the dev server: the demo project on the local emulators
 * (`.env.development`). Every other mode is a build for a real Firebase project.
 */
export const LOCAL_MODE = 'development';

const EMULATOR_HOSTS = [
  'VITE_FIRESTORE_EMULATOR_HOST',
  'VITE_AUTH_EMULATOR_HOST',
  'VITE_FUNCTIONS_EMULATOR_HOST',
] as const;

/** A value of the real project: set, and not one of the demo project's (`demo-…`). */
const real = z
  .string()
  .trim()
  .min(1, 'is missing')
  .refine((value) => !value.startsWith('demo-'), 'is the demo project’s');

const unset = z
  .string()
  .optional()
  .refine((value) => !value, 'must be empty: production never talks to the emulators');

const productionEnvironmentSchema = z.object({
  VITE_FIREBASE_API_KEY: real,
  VITE_FIREBASE_AUTH_DOMAIN: real,
  VITE_FIREBASE_PROJECT_ID: real,
  VITE_FIREBASE_APP_ID: real,
  ...Object.fromEntries(EMULATOR_HOSTS.map((name) => [name, unset])),
});

/**
 * Checks the environment a build for a real project embeds (`mode` other than LOCAL_MODE): the
 * Firebase web config must be the real project's and no emulator may be named. Throws an error that
 * names every variable to fix, so a build without `apps/web/.env.production.local` fails instead of
 * shipping the demo project's settings.
 */
export function checkBuildEnvironment(mode: string, env: Record<string, unknown>): void {
  if (mode === LOCAL_MODE) return;
  const result = productionEnvironmentSchema.safeParse(env);
  if (result.success) return;
  const problems = result.error.issues.map(
    (issue) =>
      `${issue.path.join('.')} ${issue.code === 'invalid_type' ? 'is missing' : issue.message}`,
  );
  throw new Error(
    `A ${mode} build needs the real project's Firebase web config (README.md, Configuration), ` +
      `in apps/web/.env.${mode}.local or the environment: ${problems.join('; ')}.`,
  );
}

/** Fails `vite build` early, before bundling, when checkBuildEnvironment does. */
export function buildEnvironmentCheck(): Plugin {
  return {
    name: 'camping:build-environment',
    apply: 'build',
    configResolved(config) {
      checkBuildEnvironment(config.mode, config.env);
    },
  };
}
