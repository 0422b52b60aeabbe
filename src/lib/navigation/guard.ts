/** Routes that need a signed-in user (spec section 6; /saved-searches from issue 14). */
export function needsLogin(pathname: string): boolean {
  return pathname === '/settings' || pathname.startsWith('/settings/') || /^\/profile(\/|$)/.test(pathname) || /^\/saved-searches(\/|$)/.test(pathname);
}

/** The guard passes only when the stored `auth` record has an authenticator with an id. */
export function hasAuthenticator(storedAuth: string | null): boolean {
  if (!storedAuth) return false;
  try {
    const record = JSON.parse(storedAuth) as { authenticator?: { id?: unknown } | null } | null;
    const id = record?.authenticator?.id;
    return id !== undefined && id !== null && id !== '' && id !== 0;
  } catch {
    return false;
  }
}
