/** The /applinks Pages Function's work: read the request, answer the redirect. */
import { mobileAppsConfig, type MobileAppVars } from '../../lib/config/mobile-apps.ts';
import { isAllowedAppLinkTarget, resolveAppLink } from './resolve.ts';

export function appLinkResponse(request: Request, id: string | null, env: MobileAppVars): Response {
  const url = new URL(request.url);
  const apps = mobileAppsConfig(env);
  let target = resolveAppLink({ id, userAgent: request.headers.get('User-Agent') ?? '', goto: url.searchParams.get('goto') }, apps);
  if (!isAllowedAppLinkTarget(target, apps)) target = '/';
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
