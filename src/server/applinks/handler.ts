/** The /applinks Pages Function's work: read the request, answer the redirect. */
import { MOBILE_APPS } from './config.ts';
import { isAllowedAppLinkTarget, resolveAppLink } from './resolve.ts';

export function appLinkResponse(request: Request, id: string | null): Response {
  const url = new URL(request.url);
  let target = resolveAppLink({ id, userAgent: request.headers.get('User-Agent') ?? '', goto: url.searchParams.get('goto') }, MOBILE_APPS);
  if (!isAllowedAppLinkTarget(target, MOBILE_APPS)) target = '/';
  return new Response(null, {
    status: 302,
    headers: {
      Location: target,
      // The answer depends on the device: never cache one device's answer for another.
      'Cache-Control': 'no-store',
      Vary: 'User-Agent',
    },
  });
}
