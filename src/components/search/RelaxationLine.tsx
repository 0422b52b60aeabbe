/**
 * "No exact match for ‘hermes croc kelly’. Showing results for hermes kelly.", with a link that searches
 * the text as typed (issue 37): shown when the list answer says which words were left out
 * (ProductListResponse.relaxation), in place of the correction line, which it includes.
 */
import type { SearchRelaxation } from '../../lib/contract/catalog.ts';
import { format } from '../../lib/i18n/format.ts';
import { searchPage } from '../../lib/i18n/messages/en.ts';
import { exactTextState } from '../../lib/search/search-correction.ts';
import { searchHref, type SearchState } from '../../lib/search/search-state.ts';
import { useWords } from '../ui/words.tsx';

interface Props {
  state: SearchState;
  relaxation: SearchRelaxation;
  navigate: (next: SearchState) => void;
  /** The page's own address of an English search link. */
  at: (href: string) => string;
}

export function RelaxationLine({ state, relaxation, navigate, at }: Props) {
  const t = useWords('searchPage', searchPage);
  const exact = exactTextState(state, relaxation.original);
  const [before = '', after = ''] = t.noExactMatch.split('{text}');
  return (
    <p className="search-correction search-correction--relaxed">
      {format(before, { original: relaxation.original })}
      <strong>{relaxation.text}</strong>
      {format(after, { original: relaxation.original })}{' '}
      <a
        href={at(searchHref(exact))}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          navigate(exact);
        }}
      >
        {format(t.searchInsteadFor, { text: relaxation.original })}
      </a>
    </p>
  );
}
