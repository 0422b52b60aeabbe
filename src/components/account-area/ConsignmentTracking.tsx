import { getConsignment } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { consignmentIdFromPath, consignmentItemHref, profileHref } from '../../lib/account-area/paths.ts';
import { consignmentJourney, consignmentRequestSteps, consignmentStatusLabel, requestStatusTone } from '../../lib/account-area/timeline.ts';
import ItemThumb from './ItemThumb.tsx';
import ConsignmentPricing from './ConsignmentPricing.tsx';
import { RecordStatus } from './states.tsx';
import StatusPill from './StatusPill.tsx';
import Timeline from './Timeline.tsx';
import { useRecordAt } from './use-record.ts';
import Panel, { RecordArticle } from './Panel.tsx';

/** /consignment/{id}: the request status (requested, approved, rejected) and the item's journey. */
export default function ConsignmentTracking() {
  const { state, retry, currency } = useRecordAt(consignmentIdFromPath, getConsignment, 'Cannot load this consignment.');
  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel="Loading your consignment" />;
  const item = state.record;
  const journey = consignmentJourney(item.status, item.stage, item.events);
  const itemHref = consignmentItemHref(item);

  return (
    <RecordArticle
      titleId="consignment-title"
      back={{ href: profileHref('consignments'), label: 'My Consignments' }}
      eyebrow={`Consignment #${item.id}`}
      title={`${item.brand} ${item.model}`}
      meta={
        <>
          Submitted <time dateTime={item.submitted_at}>{formatDay(item.submitted_at)}</time> · {item.category}
        </>
      }
      status={<StatusPill label={consignmentStatusLabel(item.status, item.stage)} tone={requestStatusTone(item.status, item.stage)} />}
    >
      <div className="acct-detail__grid">
        <div className="acct-detail__main">
          <Panel id="consignment-request" title="Request">
            <Timeline steps={consignmentRequestSteps(item.status, item.events)} label="Request status" />
            {item.rejection_reason ? (
              <div className="acct-notice" role="note">
                <p className="acct-notice__title">Why we declined</p>
                <p>{item.rejection_reason}</p>
              </div>
            ) : null}
          </Panel>

          {journey.length > 0 ? (
            <Panel id="consignment-journey" title="Journey">
              {item.stage === null ? (
                <p className="acct-muted acct-panel__lead">
                  Please bring your piece to our {item.boutique.city} boutique at {item.boutique.address}, or book a complimentary collection.
                </p>
              ) : null}
              <Timeline steps={journey} label="Item journey" />
            </Panel>
          ) : null}
        </div>

        <aside className="acct-detail__side">
          <section className="acct-panel acct-item-card" aria-labelledby="consignment-item">
            <ItemThumb src={item.image_url} alt={`${item.brand} ${item.model}`} size={320} href={itemHref} />
            <h2 id="consignment-item" className="visually-hidden">
              The piece
            </h2>
            <p className="acct-card__brand">{item.brand}</p>
            <p className="acct-line__model">{item.model}</p>
            <p className="acct-muted">Condition: {item.condition}</p>
            <a className="btn btn--ghost btn--block" href={itemHref}>
              View item details
            </a>
            {item.product_path && (item.stage === 'listed' || item.stage === 'sold' || item.stage === 'paid_out') ? (
              <a className="acct-link acct-item-card__listing" href={item.product_path}>
                See it in the store
              </a>
            ) : null}
          </section>
          <ConsignmentPricing item={item} currency={currency} />
        </aside>
      </div>
    </RecordArticle>
  );
}
