/**
 * Policy documents are HTML fetched from addresses in the settings (spec section 7): they are shown
 * only after DOMPurify has removed scripts, event handlers, javascript: links, embedded frames,
 * forms and styles, so a tampered document can neither run code nor restyle the page.
 * Runs in the browser (DOMPurify needs a DOM).
 */
import DOMPurify from 'dompurify';

const FORBIDDEN_TAGS = ['style', 'link', 'meta', 'base', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed', 'template'];

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // Links that leave the store open in a new tab without handing it the opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
}

export function sanitizePolicyHtml(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOW_DATA_ATTR: false,
    // Only web, mail and phone links (and page anchors); DOMPurify already drops javascript: and data: URLs.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i,
  });
}
