import { describe, expect, it } from 'vitest';
import { emulatorOrigin, firebaseClientConfig, type FirebaseEnv } from '../../../src/lib/firebase/config.ts';
import { earlierProviderOf } from '../../../src/lib/firebase/earlier-provider.ts';
import { answers } from '../answers.ts';

describe('firebaseClientConfig', () => {
  const cases: { name: string; env: FirebaseEnv; expected: ReturnType<typeof firebaseClientConfig> }[] = [
    // Production by default: a build made without settings has no social sign-in, not a demo project.
    { name: 'nothing set: social sign-in off', env: {}, expected: null },
    { name: 'blank values count as unset', env: { PUBLIC_FIREBASE_API_KEY: '  ', PUBLIC_FIREBASE_PROJECT_ID: '' }, expected: null },
    { name: 'a demo project without the emulator: off (demo projects exist only there)', env: { PUBLIC_FIREBASE_PROJECT_ID: 'demo-reluxe' }, expected: null },
    { name: 'a real project without its API key: off', env: { PUBLIC_FIREBASE_PROJECT_ID: 'reluxe-prod' }, expected: null },
    {
      name: 'the local commands: the demo project on the emulator they name',
      env: { PUBLIC_FIREBASE_PROJECT_ID: 'demo-reluxe', PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      expected: { apiKey: 'demo-key', authDomain: 'demo-reluxe.firebaseapp.com', projectId: 'demo-reluxe', appId: null, emulatorHost: '127.0.0.1:9099' },
    },
    {
      name: 'a real project: no emulator unless named',
      env: {
        PUBLIC_FIREBASE_API_KEY: 'AIzaReal',
        PUBLIC_FIREBASE_AUTH_DOMAIN: 'shop.example.com',
        PUBLIC_FIREBASE_PROJECT_ID: 'reluxe-prod',
        PUBLIC_FIREBASE_APP_ID: '1:2:web:3',
      },
      expected: { apiKey: 'AIzaReal', authDomain: 'shop.example.com', projectId: 'reluxe-prod', appId: '1:2:web:3', emulatorHost: null },
    },
    {
      name: 'a real project id without auth domain gets the firebaseapp.com one',
      env: { PUBLIC_FIREBASE_PROJECT_ID: 'reluxe-uat', PUBLIC_FIREBASE_API_KEY: 'AIzaUat', PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' },
      expected: { apiKey: 'AIzaUat', authDomain: 'reluxe-uat.firebaseapp.com', projectId: 'reluxe-uat', appId: null, emulatorHost: 'localhost:9199' },
    },
  ];
  it.each(cases)('$name', ({ env, expected }) => {
    expect(firebaseClientConfig(env)).toEqual(expected);
  });
});

describe('emulatorOrigin', () => {
  answers(
    emulatorOrigin,
    [
      ['127.0.0.1:9099', 'http://127.0.0.1:9099'],
      ['http://localhost:9099/', 'http://localhost:9099'],
      ['https://auth-emulator.example.com', 'https://auth-emulator.example.com'],
    ],
    '%s → %s',
  );
});

describe('earlierProviderOf', () => {
  it.each([
    { methods: ['google.com'], refused: 'facebook', expected: 'google' },
    { methods: ['apple.com'], refused: 'facebook', expected: 'apple' },
    { methods: ['password', 'apple.com', 'google.com'], refused: 'google', expected: 'apple' },
    { methods: ['facebook.com'], refused: 'facebook', expected: null },
    { methods: ['password', 'emailLink'], refused: 'apple', expected: null },
    { methods: [], refused: 'google', expected: null },
  ] as const)('$methods after $refused → $expected', ({ methods, refused, expected }) => {
    expect(earlierProviderOf(methods, refused)).toBe(expected);
  });
});
