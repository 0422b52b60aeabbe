import type { ConsignmentDetail } from '../../lib/contract/account-area.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import { money } from './money.ts';
import Panel from './Panel.tsx';

/** Asking, agreed and sold prices, commission and payout of a consignment. */
export default function ConsignmentPricing({ item, currency }: { item: ConsignmentDetail; currency: CurrencyOption }) {
  const amount = (value: number | null) => money(value, item.currency, currency);
  const paid = item.stage === 'paid_out';
  return (
    <Panel id="consignment-pricing" title="Pricing">
      <dl className="acct-sums">
        <div>
          <dt>Your asking price</dt>
          <dd>{amount(item.asking_price)}</dd>
        </div>
        {item.listing_price !== null ? (
          <div>
            <dt>Agreed listing price</dt>
            <dd>{amount(item.listing_price)}</dd>
          </div>
        ) : null}
        {item.sold_price !== null ? (
          <div>
            <dt>Sold for</dt>
            <dd>{amount(item.sold_price)}</dd>
          </div>
        ) : null}
        {item.status === 'approved' ? (
          <div>
            <dt>Commission</dt>
            <dd>{item.commission_percent}%</dd>
          </div>
        ) : null}
        {item.payout !== null ? (
          <div className="acct-sums__total">
            <dt>{paid ? 'Paid out' : item.sold_price !== null ? 'Your payout' : 'Estimated payout'}</dt>
            <dd>{amount(item.payout)}</dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}
