import type { ReactNode } from 'react';
import { SEARCH_PAGE_SIZE, SEARCH_START_PAGE } from '../../lib/catalog/inventory-query-rules.ts';
import { countWord } from '../../lib/account-area/status-words.ts';
import type { AccountListQuery, PagedResponse } from '../../lib/contract/account-area.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import Pager from '../ui/Pager.tsx';
import { useProfileTexts } from './profile-words.ts';
import { EmptyState, RecordStatus } from './states.tsx';
import { pageHref, PROFILE_PAGE_SIZE, useAccountList } from './use-account-list.ts';

/** The empty states' way back to the catalog: every item, the search's first page. */
const BROWSE_HREF = `/search?l=${SEARCH_PAGE_SIZE}&p=${SEARCH_START_PAGE}`;

/** Which words of the `profile` section each list uses: how it loads, fails, is empty, is counted and is paged. */
const LISTS = {
  purchases: {
    label: 'tabPurchases',
    one: 'orderOne',
    many: 'orderMany',
    pagerLabel: 'purchasesPager',
    failure: 'purchasesFailure',
    loadingLabel: 'purchasesLoading',
    empty: { title: 'purchasesEmptyTitle', text: 'purchasesEmptyText', action: 'purchasesEmptyAction', href: BROWSE_HREF },
  },
  consignments: {
    label: 'tabConsignments',
    one: 'consignmentOne',
    many: 'consignmentMany',
    pagerLabel: 'consignmentsPager',
    failure: 'consignmentsFailure',
    loadingLabel: 'consignmentsLoading',
    empty: { title: 'consignmentsEmptyTitle', text: 'consignmentsEmptyText', action: 'consignmentsEmptyAction', href: '/faq#selling' },
  },
  offers: {
    label: 'tabOffers',
    one: 'offerOne',
    many: 'offerMany',
    pagerLabel: 'offersPager',
    failure: 'offersFailure',
    loadingLabel: 'offersLoading',
    empty: { title: 'offersEmptyTitle', text: 'offersEmptyText', action: 'offersEmptyAction', href: BROWSE_HREF },
  },
} as const;

interface Props<T> {
  kind: keyof typeof LISTS;
  load: (query: AccountListQuery) => Promise<PagedResponse<T>>;
  /** The cards of one page. */
  children: (rows: T[], currency: CurrencyOption) => ReactNode;
}

/** One paged account list (/profile/2, 3, 4): loading, error, empty, the count, the cards and the pager; in the island's words. */
export default function AccountList<T>({ kind, load, children }: Props<T>) {
  const { words, lang, href } = useProfileTexts();
  const list = LISTS[kind];
  const { state, page, goTo, retry, currency } = useAccountList(load, words[list.failure], lang === 'en');
  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel={words[list.loadingLabel]} words={words} />;
  if (state.rows.length === 0) {
    return (
      <EmptyState title={words[list.empty.title]} action={{ label: words[list.empty.action], href: href(list.empty.href) }}>
        {words[list.empty.text]}
      </EmptyState>
    );
  }
  return (
    <section aria-label={words[list.label]}>
      <p className="acct-list__count">{countWord(state.total, words[list.one], words[list.many], lang)}</p>
      <div className="acct-list">{children(state.rows, currency)}</div>
      <Pager
        page={page}
        total={state.total}
        pageSize={PROFILE_PAGE_SIZE}
        hrefOf={pageHref}
        onNavigate={goTo}
        label={words[list.pagerLabel]}
        className="acct-pager"
      />
    </section>
  );
}
