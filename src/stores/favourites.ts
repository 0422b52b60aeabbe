/**
 * Favourites (issue 14). Guests keep them in local storage (key `favourites`); a signed-in shopper's
 * live in the account (GET/PUT/DELETE /v1/favourites), with a copy of the ids in the same record so
 * hearts show before the sync answers. On login the guest's list is merged into the account; every
 * page that shows a heart syncs once, and again when the shopper comes back to the tab, so another
 * device's changes follow. A backend without these calls (404) leaves favourites local, silently.
 * No framework code: the React heart, the product page's plain script and /favourites all use this.
 */
import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import * as favouritesApi from '../lib/api/favourites.ts';
import { httpStatus, serverMessage } from '../lib/api/http.ts';
import type { GuestFavourite } from '../lib/contract/favourites.ts';
import {
  addGuestFavourite,
  EMPTY_FAVOURITES,
  FAVOURITES_KEY,
  readFavouritesRecord,
  removeGuestFavourite,
  type FavouritesRecord,
  type HeartWords,
} from '../lib/favourites/favourites.ts';
import { $auth } from './auth.ts';
import { showToast } from './toasts.ts';
import { productCard } from '../lib/i18n/messages/en.ts';

export const $favouritesRecord = persistentAtom<FavouritesRecord>(FAVOURITES_KEY, EMPTY_FAVOURITES, {
  encode: JSON.stringify,
  decode: (encoded) => {
    try {
      return readFavouritesRecord(JSON.parse(encoded));
    } catch {
      return EMPTY_FAVOURITES;
    }
  },
});

/** 'account': the backend keeps favourites; 'local': it has no such calls (404), keep them here. */
export type FavouritesBackend = 'unknown' | 'account' | 'local';
export const $favouritesBackend = atom<FavouritesBackend>('unknown');

/** Counts merges into the account on this page, so a list on screen reloads with what was merged. */
export const $favouritesMerges = atom(0);

const signedInUserId = (): number | null => $auth.get().authenticator?.id ?? null;

/** Whether favourites of this page go to the account (signed in, backend has the calls). */
function usesAccount(): boolean {
  return signedInUserId() !== null && $favouritesBackend.get() !== 'local';
}

/** The ids with a filled heart: the account's for a signed-in shopper, else the local list. */
export const $favouriteIds = computed([$favouritesRecord, $auth, $favouritesBackend], (record, auth, backend) => {
  const userId = auth.authenticator?.id ?? null;
  if (userId !== null && backend !== 'local' && record.owner === userId) return new Set(record.account);
  if (userId !== null && backend !== 'local') return new Set<number>();
  return new Set(record.guest.map((item) => item.id));
});

function patchRecord(patch: Partial<FavouritesRecord>): void {
  $favouritesRecord.set({ ...$favouritesRecord.get(), ...patch });
}

const isMissingCall = (error: unknown) => httpStatus(error) === 404;

let syncing: Promise<void> | null = null;
let lastSync = 0;
const RESYNC_AFTER_MS = 30_000;

/**
 * Brings the account's ids into the record, merging a guest list first. Never shows an error: a
 * backend without favourites turns local mode on, other failures keep what the record has.
 */
export function syncFavourites(): Promise<void> {
  const userId = signedInUserId();
  if (userId === null || $favouritesBackend.get() === 'local') return Promise.resolve();
  syncing ??= (async () => {
    try {
      const { guest } = $favouritesRecord.get();
      if (guest.length) {
        const answer = await favouritesApi.mergeFavourites(guest);
        // Guest saves made while the merge was on its way stay for the next one.
        const sent = new Set(guest.map((item) => item.id));
        patchRecord({ guest: $favouritesRecord.get().guest.filter((item) => !sent.has(item.id)), owner: userId, account: answer.data.ids });
        $favouritesMerges.set($favouritesMerges.get() + 1);
      } else {
        const answer = await favouritesApi.listFavourites({ l: 1 });
        patchRecord({ owner: userId, account: answer.ids });
      }
      $favouritesBackend.set('account');
      lastSync = Date.now();
    } catch (error) {
      if (isMissingCall(error)) $favouritesBackend.set('local');
      else console.warn('Favourites could not be synced', error);
    } finally {
      syncing = null;
    }
  })();
  return syncing;
}

/** What a heart needs to know of a piece: its id and the price to pay it shows now, in its currency. */
export interface HeartTarget {
  id: number;
  price: number;
  currency: string;
}

const pending = new Set<number>();

const ENGLISH_HEART_TOASTS: Omit<HeartWords, 'addFavourite' | 'removeFavourite'> = productCard;

/**
 * Toggles a favourite at once. For the account the call follows; a failure puts the heart back and
 * says so in a toast (in the page's language when its words are given). Answers whether the piece is
 * a favourite afterwards.
 */
export async function toggleFavourite(target: HeartTarget, words?: HeartWords): Promise<boolean> {
  if (pending.has(target.id)) return $favouriteIds.get().has(target.id);
  if (signedInUserId() !== null && $favouritesBackend.get() === 'unknown') await syncFavourites();
  const saved = $favouriteIds.get().has(target.id);
  if (!usesAccount()) {
    const { guest } = $favouritesRecord.get();
    const item: GuestFavourite = { id: target.id, saved_at: new Date().toISOString(), saved_price: target.price, currency: target.currency };
    patchRecord({ guest: saved ? removeGuestFavourite(guest, target.id) : addGuestFavourite(guest, item) });
    return !saved;
  }
  const userId = signedInUserId();
  const before = $favouritesRecord.get().account;
  patchRecord({ owner: userId, account: saved ? before.filter((id) => id !== target.id) : [target.id, ...before] });
  pending.add(target.id);
  try {
    if (saved) await favouritesApi.deleteFavourite(target.id);
    else await favouritesApi.putFavourite(target.id);
    return !saved;
  } catch (error) {
    const current = $favouritesRecord.get().account;
    patchRecord({ account: saved ? [target.id, ...current.filter((id) => id !== target.id)] : current.filter((id) => id !== target.id) });
    const said = words ?? ENGLISH_HEART_TOASTS;
    const detail = serverMessage(error, said.checkConnection);
    showToast({ severity: 'error', summary: saved ? said.cannotRemoveFavourite : said.cannotAddFavourite, detail });
    return saved;
  } finally {
    pending.delete(target.id);
  }
}

export function isFavourite(id: number): boolean {
  return $favouriteIds.get().has(id);
}

if (typeof window !== 'undefined') {
  // A signed-out browser keeps no copy of the account's ids.
  $auth.subscribe((auth) => {
    if (!auth.authenticator?.id && $favouritesRecord.get().owner !== null) patchRecord({ owner: null, account: [] });
  });
  void syncFavourites();
  const resync = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastSync > RESYNC_AFTER_MS) void syncFavourites();
  };
  document.addEventListener('visibilitychange', resync);
  window.addEventListener('focus', resync);
}
