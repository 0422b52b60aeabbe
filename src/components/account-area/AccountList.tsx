import type { ReactNode } from 'react';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../lib/catalog/inventory-query-rules.ts';
import type { AccountListQuery, PagedResponse } from '../../lib/contract/account-area.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import Pager from '../ui/Pager.tsx';
import { EmptyState, RecordStatus } from './states.tsx';
import { pageHref, PROFILE_PAGE_SIZE, useAccountList } from './use-account-list.ts';

/** The empty states' way back to the catalog: every item, the search's first page. */
const BROWSE_HREF = `/search?l=${SEARCH_PAGE_SIZE}&p=${SEARCH_START_PAGE}`;

/** The words of each list: how it loads, fails, is empty, is counted and is paged. */
const LISTS = {
  purchases: {
    label: 'My Purchases',
    noun: 'order',
    pagerLabel: 'Purchases pages',
    failure: 'Cannot load your purchases.',
    loadingLabel: 'Loading your purchases',
    empty: {
      title: 'No purchases yet',
      text: 'When you buy a piece, its order and delivery progress appear here.',
      action: { label: 'Discover new arrivals', href: BROWSE_HREF },
    },
  },
  consignments: {
    label: 'My Consignments',
    noun: 'consignment',
    pagerLabel: 'Consignments pages',
    failure: 'Cannot load your consignments.',
    loadingLabel: 'Loading your consignments',
    empty: {
      title: 'No consignments yet',
      text: 'Pieces you consign with us, and each step of their journey, appear here.',
      action: { label: 'Read how consigning works', href: '/faq#selling' },
    },
  },
  offers: {
    label: 'My Offers',
    noun: 'offer',
    pagerLabel: 'Offers pages',
    failure: 'Cannot load your offers.',
    loadingLabel: 'Loading your offers',
    empty: {
      title: 'No offers yet',
      text: 'Pieces marked with a minimum offer accept offers. Yours, and our replies, appear here.',
      action: { label: 'Browse pieces', href: BROWSE_HREF },
    },
  },
} as const;

interface Props<T> {
  kind: keyof typeof LISTS;
  load: (query: AccountListQuery) => Promise<PagedResponse<T>>;
  /** The cards of one page. */
  children: (rows: T[], currency: CurrencyOption) => ReactNode;
}

/** One paged account list (/profile/2, 3, 4): loading, error, empty, the count, the cards and the pager. */
export default function AccountList<T>({ kind, load, children }: Props<T>) {
  const { label, noun, pagerLabel, failure, loadingLabel, empty } = LISTS[kind];
  const { state, page, goTo, retry, currency } = useAccountList(load, failure);
  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel={loadingLabel} />;
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
      <Pager page={page} total={state.total} pageSize={PROFILE_PAGE_SIZE} hrefOf={pageHref} onNavigate={goTo} label={pagerLabel} className="acct-pager" />
    </section>
  );
}
