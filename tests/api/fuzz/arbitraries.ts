/**
 * Building blocks of the fuzz tests (issue 10): the malformed paths, queries, bodies, methods and
 * tokens an attacker sends. Bounded sizes keep a run fast; the fixed seed keeps it repeatable.
 */
import fc from 'fast-check';

/** One seed for every property: a failure names its counterexample and replays the same way. */
export const FUZZ_SEED = 20261123;

/** Names every plain object inherits: a table lookup by input must not find them (issue 23). */
export const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype', '__defineGetter__'];

/** Path segments that break naive decoding, number parsing, SQL or HTML, and a few valid ones. */
export const NASTY_SEGMENTS = [
  '%ZZ',
  '%E0%A4%A',
  '%C3',
  '%',
  '%%',
  '%00',
  '%2F',
  '%5C',
  '%252F',
  '%2e%2e',
  '..',
  '.',
  '',
  '0',
  '-1',
  '1.5',
  '1e309',
  '0x1F',
  '99999999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  '%20',
  ' ',
  'é',
  '%C3%A9',
  '%F0%9F%98%80',
  '😀',
  "'",
  '"',
  '<script>alert(1)</script>',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  'http:',
  'http:%5C%5Cevil',
  '@evil.example',
  'RLX-100240',
  '1',
  '2',
  '3051',
  'birkin_30',
  ...PROTOTYPE_NAMES,
];

const text = (maxLength: number) => fc.string({ maxLength, unit: 'binary' });

export const segment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 5 },
  { arbitrary: fc.nat({ max: 5000 }).map(String), weight: 2 },
  { arbitrary: text(12), weight: 2 },
  { arbitrary: text(12).map(encodeURIComponent), weight: 1 },
  { arbitrary: fc.constant('x'.repeat(3000)), weight: 1 },
);

export const QUERY_KEYS = [
  'currency',
  'country',
  'l',
  'p',
  'product',
  'brand',
  'category',
  'gender',
  'price_range',
  'color',
  'location',
  'deal',
  'sort',
  'group',
  'heading',
  'token',
  'to',
  'date',
  're',
  'login',
  ...PROTOTYPE_NAMES,
];

const queryValue: fc.Arbitrary<string> = fc.oneof(
  {
    arbitrary: fc.constantFrom(
      'SGD',
      'usd',
      'XXX',
      'SG',
      'true',
      'false',
      '1',
      '0',
      '-1',
      '50',
      '51',
      '1000000',
      '1,2,3',
      ',,',
      'W',
      'Men',
      'newest',
      'brand',
      'Hermès',
    ),
    weight: 3,
  },
  { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 2 },
  { arbitrary: segment, weight: 3 },
  { arbitrary: text(20), weight: 1 },
);

const queryPair = fc.tuple(fc.oneof({ arbitrary: fc.constantFrom(...QUERY_KEYS), weight: 4 }, { arbitrary: text(6), weight: 1 }), queryValue);

/** A query string: pairs encoded properly, left raw (so '%ZZ' arrives as it is), or both. */
export const query: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(fc.constant([] as [string, string][]), fc.array(queryPair, { maxLength: 6 })), fc.boolean())
  .map(([pairs, raw]) =>
    pairs.length === 0
      ? ''
      : `?${pairs.map(([key, value]) => (raw ? `${key}=${value}` : `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)).join('&')}`,
  );

export const BODY_KEYS = [
  'uuid',
  'username',
  'password',
  'password_confirmation',
  'email',
  'full_name',
  'mobile',
  'phone_code',
  'gender',
  'date_of_birth',
  'newsletter',
  'currency',
  'token',
  'resend_token',
  'provider',
  'id_token',
  'access_token',
  ...PROTOTYPE_NAMES,
];

const bodyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom('a@b.co', 'not-an-email', 'Velvet-Orchid-42', '+65', '91234567', 'W', 'M', 'X', '2000-02-30', '1990-01-01', 'google', 'apple', 'SGD', ''),
  text(40),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant('x'.repeat(20_000)),
  fc.jsonValue({ maxDepth: 2 }),
);

export interface Body {
  contentType: string | null;
  body: string | null;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
];

export const body: fc.Arbitrary<Body> = fc.oneof(
  { arbitrary: fc.constant({ contentType: null, body: null }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.dictionary(fc.oneof(fc.constantFrom(...BODY_KEYS), text(6)), bodyValue, { maxKeys: 6 }), fc.constantFrom(...CONTENT_TYPES))
      .map(([value, contentType]) => ({ contentType, body: JSON.stringify(value) })),
    weight: 5,
  },
  {
    arbitrary: fc
      .tuple(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
          text(60),
          fc.constantFrom('{', '{"uuid":', '[', 'null', '{"__proto__":{"x":1}}', '\u0000'),
        ),
        fc.constantFrom(...CONTENT_TYPES),
      )
      .map(([raw, contentType]) => ({ contentType, body: raw })),
    weight: 3,
  },
);

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'TRACE'];

export type TokenKind = 'none' | 'guest' | 'user' | 'revoked' | 'garbage';

type Tokens = Record<'guest' | 'user' | 'revoked', string>;

// Mostly real sessions, so a run reaches the handlers; the rest is what the session check must refuse.
export const authorization: fc.Arbitrary<{ kind: TokenKind; header: (tokens: Tokens) => string | null }> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const, header: () => null }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'guest' as const, header: (t: Tokens) => `Bearer ${t.guest}` }), weight: 3 },
  { arbitrary: fc.constant({ kind: 'user' as const, header: (t: Tokens) => `Bearer ${t.user}` }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'revoked' as const, header: (t: Tokens) => `Bearer ${t.revoked}` }), weight: 1 },
  {
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Bearer  ',
          'bearer x',
          'Basic YTpi',
          'Bearer null',
          'Bearer undefined',
          `Bearer ${'a'.repeat(5000)}`,
          'Bearer %ZZ',
          'Bearer ../../',
        ),
        text(30).map((value) => `Bearer ${headerSafe(value)}`),
      )
      .map((value) => ({ kind: 'garbage' as const, header: () => value })),
    weight: 1,
  },
);

/** The request as the fuzzer composed it, for a readable counterexample. */
export interface FuzzRequest {
  method: string;
  path: string;
  query: string;
  body: Body;
  token: TokenKind;
}

/** What a header value can hold: bytes, no CR, LF or NUL (the Fetch API refuses the rest, as any HTTP stack would). */
export function headerSafe(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

export function b64url(value: string | Uint8Array): string {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const nowSeconds = Math.floor(Date.now() / 1000);

/** Claims of a Firebase ID token: mostly plausible for the test project, each one sometimes wrong. */
export const idTokenClaims = fc.record(
  {
    iss: fc.constantFrom('https://securetoken.google.com/demo-reluxe', 'https://securetoken.google.com/demo-reluxe', 'https://evil.example'),
    aud: fc.constantFrom('demo-reluxe', 'demo-reluxe', 'other'),
    sub: fc.oneof(fc.uuid(), fc.constantFrom('', 'x'.repeat(200)), text(10)),
    email: fc.oneof(
      fc.constantFrom('collector@reluxe.sg', 'a@b.co', '', 'not-an-email'),
      fc.uuid().map((id) => `social-${id.slice(0, 8)}@example.com`),
    ),
    email_verified: fc.oneof(fc.boolean(), fc.constant('true')),
    name: fc.oneof(text(20), fc.constant(null)),
    exp: fc.oneof(fc.constant(nowSeconds + 3600), fc.integer()),
    iat: fc.oneof(fc.constant(nowSeconds - 10), fc.integer()),
    auth_time: fc.oneof(fc.constant(nowSeconds - 10), fc.double()),
    firebase: fc.oneof(
      fc.record({ sign_in_provider: fc.constantFrom('google.com', 'apple.com', 'facebook.com', 'password', '') }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  },
  { requiredKeys: ['iss', 'aud', 'sub', 'exp', 'iat', 'auth_time'] },
);

/** A token the test signs with its own key (the fuzz test's key source knows it): the marker is replaced before sending. */
export const SIGN_MARKER = 'SIGN-WITH-TEST-KEY:';

/** Sign-in tokens: unsigned (emulator-style), to be signed, JWT-shaped forgeries, or not JWTs at all. */
const idToken: fc.Arbitrary<string> = fc.oneof(
  idTokenClaims.map((claims) => `${b64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.`),
  idTokenClaims.map((claims) => `${SIGN_MARKER}${JSON.stringify(claims)}`),
  fc
    .tuple(
      fc.oneof(
        fc.constant({ alg: 'RS256', kid: 'unknown' }),
        fc.constant({ alg: 'HS256' }),
        fc.dictionary(text(4), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
      ),
      fc.oneof(idTokenClaims, fc.jsonValue({ maxDepth: 2 })),
      fc.constantFrom('', 'sig', '%%%', 'AAAA'),
    )
    .map(([header, payload, signature]) => `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${signature}`),
  fc.constantFrom('a.b.c', '..', 'e30.e30.', 'e30.e30.e30.e30', 'not-a-jwt', '%ZZ', '!!!.@@@.###'),
  text(40),
);

const email = fc.oneof(
  fc.constantFrom('collector@reluxe.sg', 'demo@reluxe.sg', 'A@B.CO', ' a@b.co ', 'a@b', '@b.co', 'a@@b.co', `${'a'.repeat(300)}@b.co`),
  fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.com`),
);
const password = fc.oneof(fc.constantFrom('Velvet-Orchid-42', '12345', '', 'p'.repeat(129)), text(20));
const FIELD: Record<string, fc.Arbitrary<unknown>> = {
  uuid: fc.oneof(fc.uuid(), fc.constantFrom('short', '', 'x'.repeat(65))),
  username: email,
  email,
  password,
  full_name: fc.oneof(fc.constantFrom('Olivia Marchetti', '', ' ', 'x'.repeat(300)), text(20)),
  mobile: fc.oneof(fc.constantFrom('91234567', '9123 4567', '+65 9123', '', 'abc'), fc.nat().map(String)),
  phone_code: fc.constantFrom('+65', '+1', '65', '+12345', ''),
  token: fc.oneof(idToken, fc.constantFrom('', ' ')),
  provider: fc.constantFrom('google', 'facebook', 'apple', 'github', ''),
  currency: fc.constantFrom('SGD', 'usd', 'XXX', 'EURO', ''),
  gender: fc.constantFrom('M', 'W', 'X', null),
  date_of_birth: fc.oneof(fc.constantFrom('1990-01-01', '2000-02-30', '1899-12-31', '2999-01-01', '1990-1-1', null), text(10)),
  newsletter: fc.oneof(fc.boolean(), fc.constantFrom('true', 1, null)),
};

/** The fields each call reads, as its request schema names them. */
const CALL_FIELDS: Record<string, string[]> = {
  'POST /login-guest': ['uuid'],
  'POST /login': ['username', 'password', 'uuid'],
  'POST /v2/users/register': ['full_name', 'email', 'mobile', 'phone_code', 'password', 'password_confirmation'],
  'POST /v1/users/resend-register-email': ['token'],
  'POST /v2/forgot-password': ['email'],
  'POST /submit-password': ['token', 'password', 'password_confirmation'],
  'PATCH /v1/users/me': ['full_name', 'mobile', 'phone_code', 'currency', 'gender', 'date_of_birth', 'newsletter'],
  'POST /social-login': ['email', 'full_name', 'token', 'provider', 'uuid', 'mobile', 'phone_code'],
};

/**
 * A body shaped like the call's own (so the run gets past validation into the handler), with a few
 * fields then dropped or replaced by anything at all. Calls without a body schema get the generic one.
 */
export function bodyFor(call: string): fc.Arbitrary<Body> {
  const fields = CALL_FIELDS[call];
  if (!fields) return body;
  // Each field is sometimes a prototype name ('__proto__', 'constructor' …): no table lookup may find it.
  const fieldValue = (name: string) =>
    fc.oneof({ arbitrary: FIELD[name] ?? bodyValue, weight: 4 }, { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 1 });
  const record = fc.record(Object.fromEntries(fields.filter((name) => name !== 'password_confirmation').map((name) => [name, fieldValue(name)])));
  const shaped = fc
    .tuple(record, fc.array(fc.tuple(fc.constantFrom(...fields, 'extra', ...PROTOTYPE_NAMES), fc.option(bodyValue)), { maxLength: 2 }), fc.boolean())
    .map(([value, edits, confirmSame]) => {
      const out: Record<string, unknown> = { ...value };
      if (fields.includes('password_confirmation')) out['password_confirmation'] = confirmSame ? out['password'] : 'Other-Password-1';
      for (const [key, replacement] of edits) {
        if (replacement === null) delete out[key];
        // defineProperty: an own '__proto__' key that JSON.stringify sends (out['__proto__'] = … would not).
        else Object.defineProperty(out, key, { value: replacement, enumerable: true, writable: true, configurable: true });
      }
      return { contentType: 'application/json', body: JSON.stringify(out) };
    });
  return fc.oneof({ arbitrary: shaped, weight: 3 }, { arbitrary: body, weight: 1 });
}
