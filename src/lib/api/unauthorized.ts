/**
 * When a 401 condemns the session the page holds (spec section 8: clear it, log in as a guest
 * again, reload). A 401 for a token the page no longer holds says nothing about the current one: a
 * call sent before a sign-in or a logout replaced the token is refused once the old token is
 * revoked, and reloading then would throw away the new session or cut the logout's way to /.
 */
export function refusesCurrentSession(sentAuthorization: string | null, currentToken: string | null, leavingSession: boolean): boolean {
  if (leavingSession || currentToken === null) return false;
  return sentAuthorization === `Bearer ${currentToken}`;
}
