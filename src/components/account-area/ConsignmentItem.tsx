import { useEffect } from 'react';
import { getConsignment } from '../../lib/api/account-area.ts';
import { consignmentHref, consignmentItemFromPath, consignmentItemHref } from '../../lib/account-area/paths.ts';
import { consignmentStatusLabel, requestStatusTone } from '../../lib/account-area/timeline.ts';
import { updateUrl } from '../../lib/navigation/history.ts';
import ProductImage from '../catalog/ProductImage.tsx';
import ConsignmentPricing from './ConsignmentPricing.tsx';
import { RecordStatus } from './states.tsx';
import StatusPill from './StatusPill.tsx';
import { useRecordAt } from './use-record.ts';

/** /consignment-{cid}/{name}: the consigned piece itself, as the consignor described it. */
export default function ConsignmentItem() {
  const { state, retry, currency } = useRecordAt((path) => consignmentItemFromPath(path)?.id ?? null, getConsignment, 'Cannot load this piece.');

  const record = state.status === 'ready' ? state.record : null;
  useEffect(() => {
    if (!record) return;
    document.title = `${record.brand} ${record.model} | Reluxe`;
    // An outdated or hand-typed name: show the canonical address.
    const canonical = consignmentItemHref(record);
    if (window.location.pathname !== canonical) updateUrl(canonical, 'replace');
  }, [record]);

  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel="Loading your piece" />;
  const item = state.record;

  return (
    <article className="acct-item" aria-labelledby="item-title">
      <a className="acct-back" href={consignmentHref(item.id)}>
        Consignment #{item.id}
      </a>
      <div className="acct-item__grid">
        <div className="acct-item__media">
          <ProductImage src={item.image_url} alt={`${item.brand} ${item.model}`} width={1200} height={1200} eager />
        </div>
        <div className="acct-item__text">
          <p className="eyebrow">Your consigned piece</p>
          <p className="acct-item__brand">{item.brand}</p>
          <h1 id="item-title" className="acct-item__model">
            {item.model}
          </h1>
          <StatusPill label={consignmentStatusLabel(item.status, item.stage)} tone={requestStatusTone(item.status, item.stage)} />
          <p className="acct-item__description">{item.description}</p>
          <dl className="acct-facts acct-facts--compact">
            <div className="acct-facts__row">
              <dt>Category</dt>
              <dd>{item.category}</dd>
            </div>
            <div className="acct-facts__row">
              <dt>Condition</dt>
              <dd>{item.condition}</dd>
            </div>
            {item.colour ? (
              <div className="acct-facts__row">
                <dt>Colour</dt>
                <dd>{item.colour}</dd>
              </div>
            ) : null}
            <div className="acct-facts__row">
              <dt>Comes with</dt>
              <dd>{item.inclusions.length ? item.inclusions.join(', ') : 'The piece only'}</dd>
            </div>
          </dl>
          <ConsignmentPricing item={item} currency={currency} />
          <div className="acct-item__actions">
            <a className="btn" href={consignmentHref(item.id)}>
              Track this consignment
            </a>
            {item.product_path ? (
              <a className="btn btn--ghost" href={item.product_path}>
                See it in the store
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
