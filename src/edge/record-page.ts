import { escapeHtml } from '../lib/catalog/html.ts';
import { alternatesOf } from '../lib/i18n/locales.ts';

/**
 * A record page of the account area (an order, a consignment, a consigned piece: issue 26), like a
 * product's recommendations, is its language's pre-rendered shell, which cannot know the address it
 * answers: the edge adds that address's alternates in every language (and x-default), as a built
 * page has them. `englishPath`: the address without its language prefix (/order-detail/RLX-100204).
 */
export function withRecordAlternates(shell: Response, englishPath: string, origin: string): Response {
  const isHtml = (shell.headers.get('Content-Type') ?? '').startsWith('text/html');
  if (!shell.ok || !isHtml) return shell;
  const links = alternatesOf(englishPath, origin)
    .map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`)
    .join('');
  const headers = new Headers(shell.headers);
  // The shell's validators and length describe the shell, not this page.
  for (const name of ['etag', 'last-modified', 'content-length']) headers.delete(name);
  return new HTMLRewriter()
    .on('head', {
      element(element) {
        element.append(links, { html: true });
      },
    })
    .transform(new Response(shell.body, { status: shell.status, headers }));
}
