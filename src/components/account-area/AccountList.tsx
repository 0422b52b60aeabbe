import type { ReactNode } from 'react';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../lib/catalog/inventory-query-rules.ts';
import type { AccountListQuery, PagedResponse } from '../../lib/contract/account-area.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import Pager from '../ui/Pager.tsx';
import { EmptyState, ErrorState, Loading } from './states.tsx';
import { pageHref, PROFILE_PAGE_SIZE, useAccountList } from './use-account-list.ts';

/** The empty states' way back to the catalog: every item, the search's first page. */
export const BROWSE_HREF = `/search?l=${SEARCH_PAGE_SIZE}&p=${SEARCH_START_PAGE}`;

interface Props<T> {
  load: (query: AccountListQuery) => Promise<PagedResponse<T>>;
  /** Logged and shown when loading fails without a server message. */
  failure: string;
  loadingLabel: string;
  empty: { title: string; text: string; action: { label: string; href: string } };
  /** The section's name, e.g. 'My Purchases'. */
  label: string;
  /** 'order' → '1 order', '12 orders'. */
  noun: string;
  pagerLabel: string;
  /** The cards of one page. */
  children: (rows: T[], currency: CurrencyOption) => ReactNode;
}

/** One paged account list (/profile/2, 3, 4): loading, error, empty, the count, the cards and the pager. */
export default function AccountList<T>({ load, failure, loadingLabel, empty, label, noun, pagerLabel, children }: Props<T>) {
  const { state, page, goTo, retry, currency } = useAccountList(load, failure);
  if (state.status === 'loading') return <Loading label={loadingLabel} />;
  if (state.status === 'error') return <ErrorState message={state.message} onRetry={retry} />;
  if (state.rows.length === 0) {
    return (
      <EmptyState title={empty.title} action={empty.action}>
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <section aria-label={label}>
      <p className="acct-list__count">{state.total === 1 ? `1 ${noun}` : `${state.total} ${noun}s`}</p>
      <div className="acct-list">{children(state.rows, currency)}</div>
      <Pager page={page} total={state.total} pageSize={PROFILE_PAGE_SIZE} hrefOf={pageHref} onNavigate={goTo} label={pagerLabel} base="acct-pager" />
    </section>
  );
}
