import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useState, type SubmitEvent } from 'react';
import * as api from '../../lib/api/saved-searches.ts';
import { serverMessage } from '../../lib/api/http.ts';
import { NEW_COUNT_CAP, type SavedSearch } from '../../lib/contract/saved-searches.ts';
import { facetLabels, facetOptions } from '../../lib/search/facets.ts';
import { checkedSearchName, newCountLabel, savedSearchHref, savedSearchSummary } from '../../lib/saved-searches/saved-search-query.ts';
import { markFreshOpen } from '../../stores/saved-searches.ts';
import { $startup } from '../../stores/startup.ts';
import { showToast } from '../../stores/toasts.ts';
import ConfirmDialog from '../account/ConfirmDialog.tsx';
import SearchNameField from './SearchNameField.tsx';
import './saved-searches.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; items: SavedSearch[] };

/**
 * /saved-searches (login required, guarded like /settings): each saved search with its name, a
 * readable summary of its filters and 'N new' since it was last opened. Opening one marks it seen and
 * runs the search; rename in place; delete after a confirmation.
 */
export default function SavedSearchesPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const startup = useStore($startup);
  const labels = useMemo(() => facetLabels(facetOptions(startup)), [startup]);

  const refresh = useCallback(() => {
    api
      .listSavedSearches()
      .then((items) => setLoad({ status: 'done', items }))
      .catch((error: unknown) => {
        console.error('Cannot load saved searches', error);
        setLoad({ status: 'error', message: serverMessage(error, 'Please check your connection and try again.') });
      });
  }, []);

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
      showToast({ severity: 'success', summary: 'Saved search deleted' });
      setDeleting(null);
    } catch (error) {
      console.error('Cannot delete saved search', error);
      showToast({ severity: 'error', summary: 'Cannot delete saved search', detail: serverMessage(error, 'Please try again.') });
    } finally {
      setDeleteBusy(false);
    }
  }

  if (load.status === 'loading') {
    return (
      <div className="account-loading" role="status">
        <span className="spinner spinner--large" aria-hidden="true" />
        <span className="visually-hidden">Loading your saved searches</span>
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <div className="saved-searches saved-searches__state" role="alert">
        <h2>We couldn’t load your saved searches.</h2>
        <p>{load.message}</p>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setLoad({ status: 'loading' });
            refresh();
          }}
        >
          Retry
        </button>
      </div>
    );
  }
  if (load.items.length === 0) {
    return (
      <div className="saved-searches">
        <div className="saved-searches__empty">
          <h2>No saved searches yet</h2>
          <p>Search for a piece, then choose ‘Save search’: we count what arrives for you, and can mail you when it does.</p>
          <a className="btn" href="/search?l=50&p=1">
            Start searching
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="saved-searches">
      <p className="saved-searches__intro">New pieces are counted since you last opened each search.</p>
      <ul className="saved-searches__list">
        {load.items.map((item) => (
          <SavedSearchRow key={item.id} item={item} summary={savedSearchSummary(item.query, labels)} onChange={replace} onDelete={() => setDeleting(item)} />
        ))}
      </ul>
      <p className="saved-searches__footer">
        Alert emails for new pieces: <a href="/settings">choose daily, weekly or off in Settings</a>.
      </p>
      {deleting && (
        <ConfirmDialog
          title="Delete saved search"
          confirmLabel="Yes, delete"
          danger
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p className="confirm-dialog__question">Are you sure you want to delete “{deleting.name}”?</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

interface RowProps {
  item: SavedSearch;
  summary: string;
  onChange: (updated: SavedSearch) => void;
  onDelete: () => void;
}

function SavedSearchRow({ item, summary, onChange, onDelete }: RowProps) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const href = savedSearchHref(item.query);
  const fresh = newCountLabel(item.new_count, NEW_COUNT_CAP);

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
    const checked = checkedSearchName(name);
    if ('error' in checked) return setError(checked.error);
    const trimmed = checked.name;
    setBusy(true);
    try {
      onChange(await api.renameSavedSearch(item.id, trimmed));
      setRenaming(false);
      showToast({ severity: 'success', summary: 'Saved search renamed' });
    } catch (failure) {
      setError(serverMessage(failure, 'We could not rename it. Please try again.'));
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
            aria-label={`Rename ${item.name}`}
            onClick={() => {
              setName(item.name);
              setError(undefined);
              setRenaming(true);
            }}
          >
            Rename
          </button>
          <button type="button" className="link-button" aria-label={`Delete ${item.name}`} onClick={onDelete}>
            Delete
          </button>
        </div>
      )}
      {renaming && (
        <form className="saved-search__rename" noValidate onSubmit={(event) => void rename(event)}>
          <SearchNameField label="New name" value={name} error={error} autoFocus onChange={setName} />
          <button type="submit" className="btn btn--small" disabled={busy} aria-busy={busy}>
            Save name
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setRenaming(false)} disabled={busy}>
            Cancel
          </button>
        </form>
      )}
    </li>
  );
}
