import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { checkedSearchName, defaultSavedSearchName, savedQueryOf } from '../../lib/saved-searches/saved-search-query.ts';
import type { FacetLabels, SearchState } from '../../lib/search/search-state.ts';
import { localeHref, type Locale } from '../../lib/i18n/locales.ts';
import { saveSearch as englishWords } from '../../lib/i18n/messages/en.ts';
import { $isSignedIn } from '../../stores/auth.ts';
import { $lastSaved, savePendingSearch, saveSearch, saveSearchAfterLogin } from '../../stores/saved-searches.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useWords } from '../ui/words.tsx';
import Dialog from '../ui/Dialog.tsx';
import SearchNameField from './SearchNameField.tsx';
import './saved-searches.css';

interface Props {
  state: SearchState;
  labels: FacetLabels;
  /** The page's language (issue 26); English without. Its words are the island's `saveSearch` section. */
  locale?: Locale;
}

/**
 * 'Save search' on /search: names the current query (product text, filters, sort) and saves it. A guest
 * is asked to log in first (the login dialog); the search is saved as soon as they are signed in.
 */
export default function SaveSearchButton({ state, labels, locale = 'en' }: Props) {
  const t = useWords('saveSearch', englishWords);
  // /search may be rendered at the edge, for a guest: hydrate as that, then show this browser's sign-in.
  const storedSignIn = useStore($isSignedIn);
  const hydrated = useHydrated();
  const signedIn = storedSignIn && hydrated;
  const lastSaved = useStore($lastSaved);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const query = savedQueryOf(state);

  // A guest who chose 'Save search' and then logged in: save it now.
  useEffect(() => {
    if (signedIn) void savePendingSearch(t);
  }, [signedIn, t]);

  function start() {
    setName(defaultSavedSearchName(query, labels));
    setError(undefined);
    setOpen(true);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedSearchName(name, t.nameRequired);
    if ('error' in checked) return setError(checked.error);
    const trimmed = checked.name;
    if (!signedIn) {
      setOpen(false);
      saveSearchAfterLogin({ name: trimmed, query });
      return;
    }
    setBusy(true);
    try {
      if (await saveSearch({ name: trimmed, query }, t)) setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="save-search">
      <button type="button" className="btn btn--ghost save-search__button" onClick={start}>
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 3h12v18l-6-4.5L6 21z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
        </svg>
        {t.button}
      </button>
      {signedIn && lastSaved && (
        <a className="save-search__list-link" href={localeHref('/saved-searches', locale)}>
          {t.viewSaved}
        </a>
      )}
      <Dialog open={open} title={t.title} onClose={() => setOpen(false)} width="26rem" className="confirm-dialog save-search-dialog">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p className="save-search-dialog__lede">{signedIn ? t.ledeSignedIn : t.ledeGuest}</p>
          <SearchNameField label={t.name} value={name} error={error} onChange={setName} />
          <div className="confirm-dialog__actions">
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)} disabled={busy}>
              {t.cancel}
            </button>
            <button type="submit" className="btn" disabled={busy} aria-busy={busy}>
              {busy && <span className="spinner spinner--small" aria-hidden="true" />}
              {signedIn ? t.save : t.logInToSave}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
