import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState, type SubmitEvent } from 'react';
import * as api from '../../lib/api/saved-searches.ts';
import { serverMessage } from '../../lib/api/http.ts';
import { NEW_COUNT_CAP, type SavedSearch } from '../../lib/contract/saved-searches.ts';
import { format } from '../../lib/i18n/format.ts';
import { localeHref, localizePath } from '../../lib/i18n/locales.ts';
import { savedSearches as englishWords } from '../../lib/i18n/messages/en-account.ts';
import type { SavedSearchesWords } from '../../lib/saved-searches/local-words.ts';
import { facetLabels, facetOptions, localizedFacetOptions } from '../../lib/search/facets.ts';
import {
  checkedSearchName,
  ENGLISH_SUMMARY_WORDS,
  newCountLabel,
  savedSearchHref,
  savedSearchSummary,
  type SummaryWords,
} from '../../lib/saved-searches/saved-search-query.ts';
import { markFreshOpen } from '../../stores/saved-searches.ts';
import { $startup } from '../../stores/startup.ts';
import { showToast } from '../../stores/toasts.ts';
import ConfirmDialog from '../account/ConfirmDialog.tsx';
import SearchNameField from './SearchNameField.tsx';
import './saved-searches.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; items: SavedSearch[] };
type Words = typeof englishWords;

interface Props {
  /** The page's language and words (issue 26); English without. */
  words?: SavedSearchesWords;
}

/** 'Alert emails for new pieces: {link}.' with the link where the language puts it. */
function withLink(message: string, link: React.ReactNode): React.ReactNode {
  const [before = '', after = ''] = message.split('{link}');
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

/**
 * /saved-searches (login required, guarded like /settings): each saved search with its name, a
 * readable summary of its filters and 'N new' since it was last opened. Opening one marks it seen and
 * runs the search; rename in place; delete after a confirmation.
 */
export default function SavedSearchesPage({ words }: Props) {
  const t = words?.page ?? englishWords;
  const summaryWords = words?.summary ?? ENGLISH_SUMMARY_WORDS;
  const locale = words?.locale ?? 'en';
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const startup = useStore($startup);
  const catalog = words?.catalog;
  const labels = useMemo(() => {
    const options = facetOptions(startup);
    return facetLabels(catalog ? localizedFacetOptions(options, catalog) : options);
  }, [startup, catalog]);

  const refresh = useCallback(() => {
    api
      .listSavedSearches()
      .then((items) => setLoad({ status: 'done', items }))
      .catch((error: unknown) => {
        console.error('Cannot load saved searches', error);
        setLoad({ status: 'error', message: serverMessage(error, t.checkConnection) });
      });
  }, [t]);

  useEffect(() => {
    refresh();
    // Back from a search (the page comes from the back/forward cache): the counts have changed.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [refresh]);

  const replace = (updated: SavedSearch) =>
    setLoad((current) =>
      current.status === 'done' ? { status: 'done', items: current.items.map((item) => (item.id === updated.id ? updated : item)) } : current,
    );

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await api.deleteSavedSearch(deleting.id);
      setLoad((current) => (current.status === 'done' ? { status: 'done', items: current.items.filter((item) => item.id !== deleting.id) } : current));
      showToast({ severity: 'success', summary: t.deleted });
      setDeleting(null);
    } catch (error) {
      console.error('Cannot delete saved search', error);
      showToast({ severity: 'error', summary: t.cannotDelete, detail: serverMessage(error, t.tryAgain) });
    } finally {
      setDeleteBusy(false);
    }
  }

  if (load.status === 'loading') {
    return (
      <div className="account-loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">{t.loading}</span>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="saved-searches saved-searches__state" role="alert">
        <h2>{t.errorTitle}</h2>
        <p>{load.message}</p>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setLoad({ status: 'loading' });
            refresh();
          }}
        >
          {t.retry}
        </button>
      </div>
    );
  }
  if (load.items.length === 0) {
    return (
      <div className="saved-searches">
        <div className="saved-searches__empty">
          <h2>{t.emptyTitle}</h2>
          <p>{t.emptyText}</p>
          <a className="btn" href={`${localizePath('/search', locale)}?l=50&p=1`}>
            {t.startSearching}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="saved-searches">
      <p className="saved-searches__intro">{t.intro}</p>
      <ul className="saved-searches__list">
        {load.items.map((item) => (
          <SavedSearchRow
            key={item.id}
            item={item}
            summary={savedSearchSummary(item.query, labels, summaryWords)}
            words={t}
            summaryWords={summaryWords}
            locale={locale}
            onChange={replace}
            onDelete={() => setDeleting(item)}
          />
        ))}
      </ul>
      <p className="saved-searches__footer">{withLink(t.alerts, <a href={localeHref('/settings', locale)}>{t.alertsLink}</a>)}</p>
      {deleting && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.deleteConfirm}
          cancelLabel={t.cancel}
          danger
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p className="confirm-dialog__question">{format(t.deleteQuestion, { name: deleting.name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

interface RowProps {
  item: SavedSearch;
  summary: string;
  words: Words;
  summaryWords: SummaryWords;
  locale: SavedSearchesWords['locale'];
  onChange: (updated: SavedSearch) => void;
  onDelete: () => void;
}

function SavedSearchRow({ item, summary, words: t, summaryWords, locale, onChange, onDelete }: RowProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The search runs on the page's language's /search.
  const href = localeHref(savedSearchHref(item.query), locale);
  const fresh = newCountLabel(item.new_count, NEW_COUNT_CAP, summaryWords);

  // Opening runs the search and clears the count; a failed 'seen' call must not stop the shopper.
  async function open(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    try {
      await api.markSavedSearchSeen(item.id);
    } catch (failure) {
      console.warn('Could not mark the saved search as seen', failure);
    }
    markFreshOpen(href);
    window.location.assign(href);
  }

  async function rename(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkedSearchName(name, t.nameRequired);
    if ('error' in checked) return setError(checked.error);
    const trimmed = checked.name;
    setBusy(true);
    try {
      onChange(await api.renameSavedSearch(item.id, trimmed));
      setRenaming(false);
      showToast({ severity: 'success', summary: t.renamed });
    } catch (failure) {
      setError(serverMessage(failure, t.cannotRename));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="saved-search">
      <div>
        <h2 className="saved-search__name">
          <a className="saved-search__open" href={href} onClick={(event) => void open(event)}>
            {item.name}
          </a>
          {fresh && <span className="saved-search__new">{fresh}</span>}
        </h2>
        <p className="saved-search__summary">{summary}</p>
      </div>
      {!renaming && (
        <div className="saved-search__actions">
          <button
            type="button"
            className="link-button"
            aria-label={format(t.renameNamed, { name: item.name })}
            onClick={() => {
              setName(item.name);
              setError(undefined);
              setRenaming(true);
            }}
          >
            {t.rename}
          </button>
          <button type="button" className="link-button" aria-label={format(t.deleteNamed, { name: item.name })} onClick={onDelete}>
            {t.delete}
          </button>
        </div>
      )}
      {renaming && (
        <form className="saved-search__rename" noValidate onSubmit={(event) => void rename(event)}>
          <SearchNameField label={t.newName} value={name} error={error} autoFocus onChange={setName} />
          <button type="submit" className="btn btn--small" disabled={busy} aria-busy={busy}>
            {t.saveName}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setRenaming(false)} disabled={busy}>
            {t.cancel}
          </button>
        </form>
      )}
    </li>
  );
}
