import { useState } from 'react';
import { withSelectedExtras, type FacetOption, type FacetOptions } from '../../lib/search/facets.ts';
import { toggleFacetValue, withDeal, type FacetLabels, type ListFacet, type SearchState } from '../../lib/search/search-state.ts';
import { format } from '../../lib/i18n/format.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';
// The island's English words; SearchResults, which holds these facets, loads the same section.
import { searchPage } from '../../lib/i18n/messages/en.ts';
import { useWords } from '../ui/words.tsx';

interface Props {
  state: SearchState;
  options: FacetOptions;
  labels: FacetLabels;
  onChange: (next: SearchState) => void;
}

/** The words of the facets (the messages' searchPage section). */
export type FacetWords = Pick<
  Section<'searchPage'>,
  | 'dealOfTheDay'
  | 'facetCategory'
  | 'facetBrand'
  | 'facetGender'
  | 'facetPrice'
  | 'facetColour'
  | 'facetLocation'
  | 'showFewer'
  | 'showAll'
  | 'categoryNumber'
  | 'priceRangeNumber'
>;

/** Brands beyond this many hide behind 'Show all'. */
const BRANDS_SHOWN = 8;

function facetTitles(t: FacetWords): Record<ListFacet, string> {
  return {
    category: t.facetCategory,
    brand: t.facetBrand,
    gender: t.facetGender,
    price_range: t.facetPrice,
    color: t.facetColour,
    location: t.facetLocation,
  };
}

interface FacetProps<V extends string | number> {
  facet: ListFacet;
  title: string;
  options: FacetOption<V>[];
  selected: readonly V[];
  onToggle: (value: V) => void;
  /** Longer lists start folded to this many. */
  fold?: number;
  swatches?: boolean;
  t: FacetWords;
}

function Facet<V extends string | number>({ facet, title, options, selected, onToggle, fold, swatches = false, t }: FacetProps<V>) {
  const [expanded, setExpanded] = useState(false);
  const folded = fold !== undefined && !expanded && options.length > fold;
  // Ticked options always show, even when the list is folded.
  const shown = folded ? options.filter((o, i) => i < fold || selected.includes(o.value)) : options;
  return (
    <details className="facet" open data-facet={facet}>
      <summary className="facet__summary">
        <span>{title}</span>
        {selected.length > 0 && <span className="facet__count">{selected.length}</span>}
      </summary>
      <fieldset className="facet__body">
        <legend className="visually-hidden">{title}</legend>
        <ul className={swatches ? 'facet__list facet__list--swatches' : 'facet__list'}>
          {shown.map((option) => {
            const checked = selected.includes(option.value);
            return (
              <li key={String(option.value)}>
                <label className="facet__label">
                  <input className="facet__check" type="checkbox" checked={checked} onChange={() => onToggle(option.value)} />
                  {swatches && <span className="swatch" data-color={String(option.value)} aria-hidden="true" />}
                  <span>{option.label}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {fold !== undefined && options.length > fold && (
          <button type="button" className="facet__more link-button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? t.showFewer : format(t.showAll, { count: options.length })}
          </button>
        )}
      </fieldset>
    </details>
  );
}

/** The search facets: deal, category, brand, gender, price, colour, store location. */
export default function FilterFacets({ state, options, labels, onChange }: Props) {
  const t = useWords('searchPage', searchPage);
  const titles = facetTitles(t);
  const toggle =
    <K extends ListFacet>(key: K) =>
    (value: SearchState[K][number]) =>
      onChange(toggleFacetValue(state, key, value));
  /** A facet's key, title, what is chosen in it and its toggle: the same wiring for every list facet. */
  const wiring = <K extends ListFacet>(key: K) => ({ facet: key, title: titles[key], selected: state[key], onToggle: toggle(key), t });

  return (
    <div className="facets">
      <div className="facet facet--deal">
        <label className="facet__label facet__label--deal">
          <input className="facet__check" type="checkbox" checked={state.deal} onChange={(event) => onChange(withDeal(state, event.target.checked))} />
          <span>{t.dealOfTheDay}</span>
        </label>
      </div>
      <Facet
        {...wiring('category')}
        options={withSelectedExtras(options.category, state.category, (id) => labels.category.get(id) ?? format(t.categoryNumber, { id }))}
      />
      <Facet {...wiring('brand')} options={withSelectedExtras(options.brand, state.brand, (name) => name)} fold={BRANDS_SHOWN} />
      <Facet {...wiring('gender')} options={options.gender} />
      <Facet
        {...wiring('price_range')}
        options={withSelectedExtras(options.price_range, state.price_range, (id) => labels.price_range.get(id) ?? format(t.priceRangeNumber, { id }))}
      />
      <Facet {...wiring('color')} options={withSelectedExtras(options.color, state.color, (id) => labels.color.get(id) ?? id)} swatches />
      <Facet {...wiring('location')} options={withSelectedExtras(options.location, state.location, (code) => labels.location.get(code) ?? code)} />
    </div>
  );
}
