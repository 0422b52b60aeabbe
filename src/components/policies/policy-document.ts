/**
 * Fills the page's policy articles (PolicyDocument.astro): plain GET of the document's HTML,
 * sanitized before it is inserted. A load failure is logged only and the article stays empty
 * (spec section 8). Plain DOM on purpose: a page that shows one document needs no framework, and
 * the first load stays within the JavaScript budget.
 */
import { fetchPolicyHtml } from '../../lib/api/policies.ts';
import type { StartupSettings } from '../../lib/contract/settings.ts';
import { sanitizePolicyHtml } from '../../lib/policies/sanitize.ts';
import { $startup, loadStartup } from '../../stores/startup.ts';

type PolicySetting = keyof Pick<StartupSettings, 'privacy_policy' | 'term_condition'>;

async function addressOf(article: HTMLElement): Promise<string | null> {
  const fixed = article.dataset['policyAddress'];
  if (fixed) return fixed;
  const setting = article.dataset['policySetting'] as PolicySetting | undefined;
  if (!setting) return null;
  await loadStartup();
  return $startup.get()?.[setting] || null;
}

async function show(article: HTMLElement): Promise<void> {
  const address = await addressOf(article);
  if (!address) return;
  try {
    article.innerHTML = sanitizePolicyHtml(await fetchPolicyHtml(address));
    article.setAttribute('aria-busy', 'false');
  } catch (error) {
    console.error('Cannot load the policy document', address, error);
  }
}

export function showPolicyDocuments(): void {
  for (const article of document.querySelectorAll<HTMLElement>('article.policy-doc[aria-busy="true"]')) void show(article);
}
