import { describe, expect, it, vi } from 'vitest';

// A fresh module per test: the port is module state.
async function freshPort() {
  vi.resetModules();
  return import('../../../src/lib/api/session-port.ts');
}

const port = (token: string | null) => ({ token: () => token, uuid: () => 'u-1', save: vi.fn(), clear: vi.fn() });

describe('the API client reaches the session through a port (src/lib imports no store)', () => {
  it('a call made before the auth store loads waits for it, then sees its session', async () => {
    const { connectSession, sessionReady } = await freshPort();
    const ready = sessionReady();
    const session = port('t-1');
    connectSession(session);
    await expect(ready).resolves.toBe(session);
    expect((await sessionReady()).token()).toBe('t-1');
  });

  it('no store connected: sessionNow says so instead of acting on nothing', async () => {
    const { sessionNow } = await freshPort();
    expect(() => sessionNow()).toThrow(/No session is connected/);
  });

  it('no store connected within 10 s: the wait fails loudly', async () => {
    vi.useFakeTimers();
    try {
      const { sessionReady } = await freshPort();
      const ready = sessionReady();
      const failed = expect(ready).rejects.toThrow(/within 10 s/);
      await vi.advanceTimersByTimeAsync(10_001);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });

  it('the auth store connects itself when it loads', async () => {
    vi.resetModules();
    const { sessionNow } = await import('../../../src/lib/api/session-port.ts');
    const { patchAuth } = await import('../../../src/stores/auth.ts');
    patchAuth({ token: 'from-store', uuid: 'g-1' });
    expect(sessionNow().token()).toBe('from-store');
    sessionNow().clear();
    expect(sessionNow().token()).toBeNull();
    expect(sessionNow().uuid()).toBe('g-1');
  });
});
