import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { listConsignments, listOffers, listOrders } from '../../lib/api/account-area.ts';
import { profileHref } from '../../lib/account-area/paths.ts';
import type { OrderSummary } from '../../lib/contract/account-area.ts';
import { $global } from '../../stores/global.ts';
import { $startup } from '../../stores/startup.ts';
import { countWord } from '../../lib/account-area/status-words.ts';
import { OrderCard } from './PurchasesList.tsx';
import { currencyText, mobileText } from './profile-facts.ts';
import { useProfileTexts } from './profile-words.ts';
import type { ProfileIslandWords } from '../../lib/i18n/island-messages.ts';
import { provideWords } from '../ui/words.tsx';
import { Loading } from './states.tsx';
import { useCurrentUser } from './use-current-user.ts';
import Panel, { EditInSettings, Facts } from './Panel.tsx';

interface Summary {
  recent: OrderSummary | null;
  purchases: number;
  consignments: number;
  offers: number;
}

/** /profile/0: what the desktop menu opens — the details at a glance, the latest purchase, counts. */
export default provideWords<ProfileIslandWords>(Overview);

function Overview() {
  const { words, lang, href } = useProfileTexts();
  const { user, loading } = useCurrentUser(words);
  const startup = useStore($startup);
  const { currency } = useStore($global);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    const one = { l: 1, p: 1, currency: currency.code };
    Promise.all([listOrders(one), listConsignments(one), listOffers(one)])
      .then(([orders, consignments, offers]) => {
        if (current)
          setSummary({ recent: orders.data[0] ?? null, purchases: orders.total_count, consignments: consignments.total_count, offers: offers.total_count });
      })
      .catch((error: unknown) => {
        console.error('Cannot load the account overview', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [currency.code]);

  const tiles = [
    { label: words.tilePurchases, count: summary?.purchases, href: href(profileHref('purchases')) },
    { label: words.tileConsignments, count: summary?.consignments, href: href(profileHref('consignments')) },
    { label: words.tileOffers, count: summary?.offers, href: href(profileHref('offers')) },
  ];

  return (
    <div className="acct-overview">
      <Panel id="overview-profile" title={words.title} action={<EditInSettings href={href('/settings')} label={words.editInSettings} />}>
        {user ? (
          <Facts
            compact
            rows={[
              [words.name, user.full_name],
              [words.email, user.email],
              [words.mobile, mobileText(user, words)],
              [words.currency, currencyText(user.currency, startup?.currencies)],
            ]}
          />
        ) : loading ? (
          <Loading label={words.loadingDetails} />
        ) : null}
      </Panel>

      <nav className="acct-tiles" aria-label={words.summary}>
        {tiles.map((tile) => (
          <a key={tile.label} className="acct-tile" href={tile.href}>
            <span className="acct-tile__count">{tile.count === undefined ? '–' : countWord(tile.count, '1', '{count}', lang)}</span>
            <span className="acct-tile__label">{tile.label}</span>
          </a>
        ))}
      </nav>

      <section className="acct-overview__recent" aria-labelledby="overview-recent">
        <header className="acct-panel__head acct-panel__head--bare">
          <h2 id="overview-recent" className="acct-panel__title">
            {words.recentPurchase}
          </h2>
          <a className="acct-link" href={href(profileHref('purchases'))}>
            {words.allPurchases}
          </a>
        </header>
        {failed ? (
          <p className="acct-muted">{words.recentFailed}</p>
        ) : !summary ? (
          <Loading label={words.recentLoading} />
        ) : summary.recent ? (
          <OrderCard order={summary.recent} currency={currency} />
        ) : (
          <p className="acct-muted">
            {words.noPurchases} <a href={href('/search?l=50&p=1')}>{words.purchasesEmptyAction}</a>
            {/* The link ends the sentence in English and Malay; Chinese closed it before the link (。). */}
            {lang.startsWith('zh') ? null : '.'}
          </p>
        )}
      </section>
    </div>
  );
}
