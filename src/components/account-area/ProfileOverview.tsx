import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { listConsignments, listOffers, listOrders } from '../../lib/api/account-area.ts';
import { profileHref } from '../../lib/account-area/paths.ts';
import type { OrderSummary } from '../../lib/contract/account-area.ts';
import { $global } from '../../stores/global.ts';
import { $startup } from '../../stores/startup.ts';
import { OrderCard } from './PurchasesList.tsx';
import { currencyText, mobileText } from './profile-facts.ts';
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
export default function ProfileOverview() {
  const { user, loading } = useCurrentUser();
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
    { label: 'Purchases', count: summary?.purchases, href: profileHref('purchases') },
    { label: 'Consignments', count: summary?.consignments, href: profileHref('consignments') },
    { label: 'Offers', count: summary?.offers, href: profileHref('offers') },
  ];

  return (
    <div className="acct-overview">
      <Panel id="overview-profile" title="My Profile" action={<EditInSettings />}>
        {user ? (
          <Facts
            compact
            rows={[
              ['Name', user.full_name],
              ['Email', user.email],
              ['Mobile', mobileText(user)],
              ['Currency', currencyText(user.currency, startup?.currencies)],
            ]}
          />
        ) : loading ? (
          <Loading label="Loading your details" />
        ) : null}
      </Panel>

      <nav className="acct-tiles" aria-label="Account summary">
        {tiles.map((tile) => (
          <a key={tile.label} className="acct-tile" href={tile.href}>
            <span className="acct-tile__count">{tile.count ?? '–'}</span>
            <span className="acct-tile__label">{tile.label}</span>
          </a>
        ))}
      </nav>

      <section className="acct-overview__recent" aria-labelledby="overview-recent">
        <header className="acct-panel__head acct-panel__head--bare">
          <h2 id="overview-recent" className="acct-panel__title">
            Recent purchase
          </h2>
          <a className="acct-link" href={profileHref('purchases')}>
            All purchases
          </a>
        </header>
        {failed ? (
          <p className="acct-muted">Your purchases could not be loaded just now.</p>
        ) : !summary ? (
          <Loading label="Loading your latest purchase" />
        ) : summary.recent ? (
          <OrderCard order={summary.recent} currency={currency} />
        ) : (
          <p className="acct-muted">
            No purchases yet. <a href="/search?l=50&p=1">Discover new arrivals</a>.
          </p>
        )}
      </section>
    </div>
  );
}
