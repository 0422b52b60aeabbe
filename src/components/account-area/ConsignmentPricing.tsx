import type { ConsignmentDetail } from '../../lib/contract/account-area.ts';
import type { CurrencyOption } from '../../lib/contract/settings.ts';
import { stageWord } from '../../lib/account-area/status-words.ts';
import { money } from './money.ts';
import Panel from './Panel.tsx';
import type { RecordPageWords } from './record-texts.ts';

/** Asking, agreed and sold prices, commission and payout of a consignment. */
export default function ConsignmentPricing({ item, currency, words }: { item: ConsignmentDetail; currency: CurrencyOption; words: RecordPageWords }) {
  const { record: t, status: s } = words;
  const amount = (value: number | null) => money(value, item.currency, currency);
  const paid = item.stage === 'paid_out';
  return (
    <Panel id="consignment-pricing" title={t.pricing}>
      <dl className="acct-sums">
        <div>
          <dt>{t.askingPrice}</dt>
          <dd>{amount(item.asking_price)}</dd>
        </div>
        {item.listing_price !== null ? (
          <div>
            <dt>{t.listingPrice}</dt>
            <dd>{amount(item.listing_price)}</dd>
          </div>
        ) : null}
        {item.sold_price !== null ? (
          <div>
            <dt>{s.soldFor}</dt>
            <dd>{amount(item.sold_price)}</dd>
          </div>
        ) : null}
        {item.status === 'approved' ? (
          <div>
            <dt>{t.commission}</dt>
            <dd>{item.commission_percent}%</dd>
          </div>
        ) : null}
        {item.payout !== null ? (
          <div className="acct-sums__total">
            <dt>{paid ? stageWord('paid_out', s) : item.sold_price !== null ? t.yourPayout : t.estimatedPayout}</dt>
            <dd>{amount(item.payout)}</dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}
