import { Options } from './Options.tsx';
import { searchPage } from '../../lib/i18n/messages/en.ts';

/** The 'Sort by' choice of a list (search results, favourites): a native select, so it is light and accessible. */
interface SortSelectProps<Id extends string> {
  value: Id;
  options: readonly { id: Id; label: string }[];
  onChange: (id: Id) => void;
  className?: string;
  /** 'Sort by' in the page's language (issue 26). */
  label?: string;
}

export default function SortSelect<Id extends string>({ value, options, onChange, className, label = searchPage.sortBy }: SortSelectProps<Id>) {
  return (
    <label className={className ? `search-sort ${className}` : 'search-sort'}>
      <span className="search-sort__label">{label}</span>
      <select
        className="search-sort__select"
        value={value}
        onChange={(event) => {
          // Only the listed ids reach the caller, whatever the DOM was made to hold.
          const chosen = options.find((option) => option.id === event.target.value);
          if (chosen) onChange(chosen.id);
        }}
      >
        <Options items={options} value={(option) => option.id} label={(option) => option.label} />
      </select>
    </label>
  );
}
