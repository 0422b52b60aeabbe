import { useEffect, useState } from 'react';
import { getConsignment } from '../../lib/api/account-area.ts';
import { consignmentHref, consignmentItemFromPath, consignmentItemHref } from '../../lib/account-area/paths.ts';
import { storeWord } from '../../lib/account-area/record-words.ts';
import { consignmentStatusWord } from '../../lib/account-area/status-words.ts';
import { requestStatusTone } from '../../lib/account-area/timeline.ts';
import { format } from '../../lib/i18n/format.ts';
import { updateUrl } from '../../lib/navigation/history.ts';
import ProductImage from '../catalog/ProductImage.tsx';
import ConsignmentPricing from './ConsignmentPricing.tsx';
import { recordTexts, type RecordLanguage } from './record-texts.ts';
import { RecordStatus } from './states.tsx';
import StatusPill from './StatusPill.tsx';
import { recordAt } from './record-source.ts';
import { useRecordAt } from './use-record.ts';

// Module level: the consignment's call starts as this island's code runs, before React renders it.
const consignmentSource = recordAt((path) => consignmentItemFromPath(path)?.id ?? null, getConsignment);

/** /consignment-{cid}/{name} (and /ms/consignment-…): the consigned piece itself, as the consignor described it. */
export default function ConsignmentItem(props: RecordLanguage) {
  const [texts] = useState(() => recordTexts(props));
  const { words, href } = texts;
  const { record: t, status: s } = words;
  const { state, retry, currency } = useRecordAt(consignmentSource, t.itemFailure, texts);

  const record = state.status === 'ready' ? state.record : null;
  useEffect(() => {
    if (!record) return;
    document.title = `${record.brand} ${record.model} | Reluxe`;
    // An outdated or hand-typed name: show the canonical address (in the page's language).
    const canonical = href(consignmentItemHref(record));
    if (window.location.pathname !== canonical) updateUrl(canonical, 'replace');
  }, [record, href]);

  if (state.status !== 'ready') return <RecordStatus state={state} retry={retry} loadingLabel={t.itemLoading} words={s} />;
  const item = state.record;
  const trackHref = href(consignmentHref(item.id));

  return (
    <article className="acct-item" aria-labelledby="item-title">
      <a className="acct-back" href={trackHref}>
        {format(s.consignment, { id: item.id })}
      </a>
      <div className="acct-item__grid">
        <div className="acct-item__media">
          <ProductImage src={item.image_url} alt={`${item.brand} ${item.model}`} width={1200} height={1200} eager />
        </div>
        <div className="acct-item__text">
          <p className="eyebrow">{t.yourPiece}</p>
          <p className="acct-item__brand">{item.brand}</p>
          <h1 id="item-title" className="acct-item__model">
            {item.model}
          </h1>
          <StatusPill label={consignmentStatusWord(item.status, item.stage, s)} tone={requestStatusTone(item.status, item.stage)} />
          <p className="acct-item__description">{item.description}</p>
          <dl className="acct-facts acct-facts--compact">
            <div className="acct-facts__row">
              <dt>{t.category}</dt>
              <dd>{storeWord(words.categories, item.category)}</dd>
            </div>
            <div className="acct-facts__row">
              <dt>{t.condition}</dt>
              <dd>{storeWord(words.conditions, item.condition)}</dd>
            </div>
            {item.colour ? (
              <div className="acct-facts__row">
                <dt>{t.colour}</dt>
                <dd>{storeWord(words.colours, item.colour)}</dd>
              </div>
            ) : null}
            <div className="acct-facts__row">
              <dt>{t.comesWith}</dt>
              <dd>{item.inclusions.length ? item.inclusions.join(', ') : t.pieceOnly}</dd>
            </div>
          </dl>
          <ConsignmentPricing item={item} currency={currency} words={words} />
          <div className="acct-item__actions">
            <a className="btn" href={trackHref}>
              {t.trackConsignment}
            </a>
            {item.product_path ? (
              <a className="btn btn--ghost" href={href(item.product_path)}>
                {t.seeInStore}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </article>
  );
}
