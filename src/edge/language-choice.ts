import type { Env } from '../server/env.ts';
import { chooseLanguage, languageCookie } from '../lib/i18n/language-choice.ts';
import { notFoundPage } from './serve-page-routes.ts';

/**
 * GET /language/{locale}[?from=/about-us?x=1]: remembers the language and sends the shopper to the
 * page they came from (`from`, else the Referer), in that language, with its query (issue 26).
 */
export async function languageChoiceResponse(request: Request, code: string, assets: Env['ASSETS']): Promise<Response> {
  const url = new URL(request.url);
  const choice = chooseLanguage(code, url.searchParams.get('from'), request.headers.get('Referer'), url.origin);
  if (choice.kind === 'unknown') return notFoundPage(assets, url);
  return new Response(null, {
    status: 303,
    headers: {
      Location: choice.location,
      'Set-Cookie': languageCookie(choice.locale, url.protocol === 'https:'),
      'Cache-Control': 'no-store',
    },
  });
}
