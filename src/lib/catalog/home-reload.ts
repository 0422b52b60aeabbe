/** The currency and location the home groups were loaded for. */
export interface HomeSelection {
  currency: { code: string } | null | undefined;
  location: { id: number; country_code: string } | null | undefined;
}

export function homeSelectionKey(selection: HomeSelection): string {
  return `${selection.currency?.code ?? ''}|${selection.location?.id ?? ''}|${selection.location?.country_code ?? ''}`;
}

/**
 * Home reloads the dashboard when currency and location are both set and either changes (spec
 * section 2). 'View all' (id 0, no country code) is a chosen location too.
 */
export function shouldReloadHome(previous: HomeSelection, next: HomeSelection): boolean {
  const bothSet = Boolean(next.currency?.code) && next.location !== null && next.location !== undefined;
  return bothSet && homeSelectionKey(previous) !== homeSelectionKey(next);
}
