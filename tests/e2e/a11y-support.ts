/** Accessibility scanning for the end-to-end tests: axe-core with the WCAG 2.0/2.1/2.2 A and AA rules. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { waitForIslands } from './support.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Impacts that fail the scan (issue 11's goal); moderate and minor ones are reported only. */
const BLOCKING = new Set(['serious', 'critical']);

export interface Finding {
  where: string;
  rule: string;
  impact: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

/** Lets the page settle before a scan: islands hydrated, data-driven parts loaded, fonts in. */
export async function settle(page: Page): Promise<void> {
  await waitForIslands(page);
  // Results, account lists, policies and the product mark themselves busy or show a spinner while
  // their request runs. A part that never finishes is scanned as it stands (the scan still counts).
  await page
    .waitForFunction(() => !document.querySelector('main :is([aria-busy="true"], .spinner, .home-groups--loading)'), null, { timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Scans the page as it is now and returns every violation, each named by where it was found. */
export async function scan(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // axe.run in the page itself. The default runs each frame apart and finishes in a new blank page
    // of its own: the same findings on these pages, which hold no frame (policy HTML may not carry
    // one, src/lib/policies/sanitize.ts), at 2-3.5x the time (5.4 s against 1.5 s on the home page).
    .setLegacyMode(true)
    // WCAG 2.5.3 (Label in Name) is checked by a rule axe still calls experimental and leaves off.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

export function blocking(findings: Finding[]): Finding[] {
  return findings.filter((finding) => BLOCKING.has(finding.impact));
}

/** One line per finding, for failure messages and the run's log. */
export function describe(findings: Finding[]): string {
  return findings
    .map((finding) => `${finding.where}: ${finding.rule} (${finding.impact}) ×${finding.targets.length} ${finding.targets.slice(0, 4).join(' | ')}`)
    .join('\n');
}
