import { describe, expect, it } from 'vitest';
import { readFirebaseConfig, splitHost } from './config.ts';

const env = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-x',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_FIREBASE_STORAGE_BUCKET: '',
  VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  VITE_AUTH_EMULATOR_HOST: '',
};

describe('readFirebaseConfig', () => {
  it('reads options and treats empty values as not set', () => {
    const config = readFirebaseConfig(env);
    expect(config.options).toEqual({
      apiKey: 'key',
      authDomain: 'demo.firebaseapp.com',
      projectId: 'demo-x',
      appId: 'app',
    });
    expect(config.emulators).toEqual({
      firestore: '127.0.0.1:8080',
      auth: undefined,
      functions: undefined,
    });
  });

  it('names what is missing or malformed', () => {
    expect(() => readFirebaseConfig({ ...env, VITE_FIREBASE_PROJECT_ID: '' })).toThrow(
      /VITE_FIREBASE_PROJECT_ID/,
    );
    expect(() => readFirebaseConfig({ ...env, VITE_AUTH_EMULATOR_HOST: 'localhost' })).toThrow(
      /VITE_AUTH_EMULATOR_HOST/,
    );
  });
});

describe('splitHost', () => {
  it('splits host and port', () => {
    expect(splitHost('127.0.0.1:9099')).toEqual(['127.0.0.1', 9099]);
  });
});
