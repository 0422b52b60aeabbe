import { useState } from 'react';
import { getConsignment } from '../../lib/api/account-area.ts';
import { formatDay } from '../../lib/account-area/dates.ts';
import { consignmentIdFromPath, consignmentItemHref, profileHref } from '../../lib/account-area/paths.ts';
import { storeWord } from '../../lib/account-area/record-words.ts';
import { consignmentStatusWord } from '../../lib/account-area/status-words.ts';
import { consignmentJourney, consignmentRequestSteps, requestStatusTone } from '../../lib/account-area/timeline.ts';
import { format } from '../../lib/i18n/format.ts';
import ItemThumb from './ItemThumb.tsx';
import ConsignmentPricing from './ConsignmentPricing.tsx';
import { recordTexts, type RecordLanguage } from './record-texts.ts';
import { RecordStatus } from './states.tsx';
import StatusPill from './StatusPill.tsx';
import Timeline from './Timeline.tsx';
import { recordAt } from './record-source.ts';
import { useRecordAt } from './use-record.ts';
import Panel, { RecordArticle } from './Panel.tsx';

// Module level: the consignment's call starts as this island's code runs, before React renders it.
const consignmentSource = recordAt(consignmentIdFromPath, getConsignment);

/** /consignment/{id} (and /ms/consignment/…): the request status (requested, approved, rejected) and the item's journey. */
export default function ConsignmentTracking(props: RecordLanguage) {
  const [texts] = useState(() => recordTexts(props));
  const { words, lang, href } = texts;
  const { record: t, status: s } = words;
  const { state, retry, currency } = useRecordAt(consignmentSource, t.consignmentFailure, texts);
  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel={t.consignmentLoading} words={s} />;
  const item = state.record;
  const journey = consignmentJourney(item.status, item.stage, item.events, texts.timeline);
  const itemHref = href(consignmentItemHref(item));
  const [submittedBefore = '', submittedAfter = ''] = t.submitted.split('{date}');

  return (
    <RecordArticle
      titleId="consignment-title"
      back={{ href: href(profileHref('consignments')), label: s.tabConsignments }}
      eyebrow={format(s.consignment, { id: item.id })}
      title={`${item.brand} ${item.model}`}
      meta={
        <>
          {submittedBefore}
          <time dateTime={item.submitted_at}>{formatDay(item.submitted_at, lang)}</time>
          {submittedAfter} · {storeWord(words.categories, item.category)}
        </>
      }
      status={<StatusPill label={consignmentStatusWord(item.status, item.stage, s)} tone={requestStatusTone(item.status, item.stage)} />}
    >
      <div className="acct-detail__grid">
        <div className="acct-detail__main">
          <Panel id="consignment-request" title={t.request}>
            <Timeline steps={consignmentRequestSteps(item.status, item.events, texts.timeline)} label={t.requestTimeline} words={t} lang={lang} />
            {item.rejection_reason ? (
              <div className="acct-notice" role="note">
                <p className="acct-notice__title">{t.whyDeclined}</p>
                <p>{item.rejection_reason}</p>
              </div>
            ) : null}
          </Panel>

          {journey.length > 0 ? (
            <Panel id="consignment-journey" title={t.journey}>
              {item.stage === null ? (
                <p className="acct-muted acct-panel__lead">{format(t.bringPiece, { city: item.boutique.city, address: item.boutique.address })}</p>
              ) : null}
              <Timeline steps={journey} label={t.journeyTimeline} words={t} lang={lang} />
            </Panel>
          ) : null}
        </div>

        <aside className="acct-detail__side">
          <section className="acct-panel acct-item-card" aria-labelledby="consignment-item">
            <ItemThumb src={item.image_url} alt={`${item.brand} ${item.model}`} size={320} href={itemHref} />
            <h2 id="consignment-item" className="visually-hidden">
              {t.thePiece}
            </h2>
            <p className="acct-card__brand">{item.brand}</p>
            <p className="acct-line__model">{item.model}</p>
            <p className="acct-muted">{format(t.conditionIs, { condition: storeWord(words.conditions, item.condition) })}</p>
            <a className="btn btn--ghost btn--block" href={itemHref}>
              {t.viewItem}
            </a>
            {item.product_path && (item.stage === 'listed' || item.stage === 'sold' || item.stage === 'paid_out') ? (
              <a className="acct-link acct-item-card__listing" href={href(item.product_path)}>
                {t.seeInStore}
              </a>
            ) : null}
          </section>
          <ConsignmentPricing item={item} currency={currency} words={words} />
        </aside>
      </div>
    </RecordArticle>
  );
}
