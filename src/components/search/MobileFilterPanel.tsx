import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { MEDIA } from '../../lib/config/storefront.ts';
import type { FacetOptions } from '../../lib/search/facets.ts';
import { activeFilterCount, clearFilters, type FacetLabels, type SearchState } from '../../lib/search/search-state.ts';
import { $mobileFiltersOpen } from '../../stores/dialogs.ts';
import FilterFacets from './FilterFacets.tsx';
import { format } from '../../lib/i18n/format.ts';
import CloseButton from '../ui/CloseButton.tsx';
import { cancelWith } from '../ui/dialog-cancel.ts';
import { searchPage } from '../../lib/i18n/messages/en.ts';
import { useWords } from '../ui/words.tsx';

interface Props {
  state: SearchState;
  options: FacetOptions;
  labels: FacetLabels;
  onApply: (next: SearchState) => void;
}

const close = () => $mobileFiltersOpen.set(false);

/**
 * The full-screen filter panel of phones, opened by the top bar's filter button on /search. Choices
 * are a draft until Apply, which changes the search and closes the panel.
 */
export default function MobileFilterPanel({ state, options, labels, onApply }: Props) {
  // Rendered closed (the page's HTML), then opened: the island may wake because the filter button
  // asked for the panel (openMobileFilters), and hydration must meet the closed panel it was sent as.
  const open = useStore($mobileFiltersOpen, { ssr: () => false });
  const [draft, setDraft] = useState(state);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setDraft(state);
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // Only opening resets the draft: it starts from the search as it is at that moment.
  }, [open]);

  // The panel is a phone layout: leaving the phone width (rotation, resize) closes it.
  useEffect(() => {
    const query = window.matchMedia(MEDIA.tabletUp);
    const onChange = () => {
      if (query.matches) close();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const count = activeFilterCount(draft);
  const words = useWords('searchPage', searchPage);

  return (
    <dialog ref={ref} className="filter-panel" aria-labelledby="filter-panel-title" onCancel={cancelWith(close)}>
      <div className="filter-panel__header">
        <h2 id="filter-panel-title" className="filter-panel__title">
          {words.filters}
        </h2>
        <CloseButton label={words.closeFilters} onClose={close} />
      </div>
      <div className="filter-panel__body">{open && <FilterFacets state={draft} options={options} labels={labels} onChange={setDraft} />}</div>
      <div className="filter-panel__footer">
        <button type="button" className="btn btn--ghost" disabled={count === 0} onClick={() => setDraft(clearFilters(draft))}>
          {words.clearAll}
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            onApply(draft);
            close();
          }}
        >
          {count > 0 ? format(words.applyCount, { count }) : words.apply}
        </button>
      </div>
    </dialog>
  );
}
