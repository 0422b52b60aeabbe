/**
 * What the HTTP client needs of the shopper's session (spec section 1: the `auth` record's token and
 * guest uuid), as a port: the client (http.ts) sits on the ground floor and imports no store; the
 * auth store (src/stores/auth.ts) connects itself here when it loads. Kept apart from http.ts so that
 * connecting costs the store no client code.
 */
export interface SessionPort {
  token(): string | null;
  uuid(): string | null;
  save(patch: { token?: string; uuid?: string }): void;
  /** Forgets the token and the signed-in user (a 401). */
  clear(): void;
}

/** How long a call waits for the store to connect before it fails loudly instead of hanging. */
const CONNECT_WAIT_MS = 10_000;

let connected: SessionPort | null = null;
const waiting: ((port: SessionPort) => void)[] = [];

export function connectSession(port: SessionPort): void {
  connected = port;
  for (const resolve of waiting.splice(0)) resolve(port);
}

/** The connected session; throws when none is (a call made by code that loads no auth store). */
export function sessionNow(): SessionPort {
  if (!connected) throw new Error('No session is connected to the API client (src/stores/auth.ts connects it)');
  return connected;
}

/** The session once the auth store has connected it (islands may load in any order). */
export function sessionReady(): Promise<SessionPort> {
  if (connected) return Promise.resolve(connected);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No session was connected to the API client within 10 s')), CONNECT_WAIT_MS);
    waiting.push((port) => {
      clearTimeout(timer);
      resolve(port);
    });
  });
}
