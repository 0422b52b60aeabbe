/**
 * The search box's grouped listbox (ARIA 1.2): recent searches, popular searches and catalog matches,
 * the active option marked. It renders what it is given; choosing is the box's.
 */
import type { Section } from '../../lib/i18n/messages/types.ts';
import { groupLabel } from '../../lib/search/search-box.ts';
import type { SearchSuggestion, SuggestionGroup } from '../../lib/search/suggestions.ts';
import ProductImage from '../catalog/ProductImage.tsx';

interface Props {
  /** The listbox's id (the input's aria-controls); option and group ids start with it. */
  id: string;
  groups: readonly SuggestionGroup[];
  active: SearchSuggestion | undefined;
  optionId: (option: SearchSuggestion) => string;
  choose: (option: SearchSuggestion) => void;
  messages: Section<'search'>;
}

export function SuggestionList({ id, groups, active, optionId, choose, messages }: Props) {
  return (
    <div id={id} role="listbox" aria-label={messages.suggestions} className="searchbox__listbox">
      {groups.map((group) => {
        const labelId = `${id}-${group.id}`;
        return (
          <ul key={group.id} role="group" aria-labelledby={labelId} className={`searchbox__group searchbox__group--${group.id}`}>
            <li role="presentation" id={labelId} className="searchbox__group-label">
              {groupLabel(group.id, messages)}
            </li>
            {group.options.map((option) => {
              const selected = option === active;
              return (
                <li
                  key={option.key}
                  id={optionId(option)}
                  role="option"
                  aria-selected={selected}
                  className={`searchbox__option${selected ? ' is-active' : ''}`}
                  // Keep focus in the box so the click lands as a choice, not a blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.product ? (
                    <>
                      <ProductImage className="searchbox__thumb" src={option.product.thumbnail} alt="" width={40} height={40} />
                      <span className="searchbox__product">
                        <span className="searchbox__product-brand">{option.product.brand}</span>{' '}
                        <span className="searchbox__product-model">{option.product.model}</span>
                      </span>
                    </>
                  ) : (
                    <>
                      <svg className="searchbox__option-icon" width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
                        {option.group === 'recent' ? (
                          <path
                            d="M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="1.6"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        ) : (
                          <path
                            d="M3 17l6-6 4 4 8-8M15 7h6v6"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="1.6"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        )}
                      </svg>
                      <span>{option.label}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        );
      })}
    </div>
  );
}
