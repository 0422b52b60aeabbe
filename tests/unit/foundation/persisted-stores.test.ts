/**
 * The persisted `auth` and `global` records (spec sections 3 and 4; issue 11, defects 3 and 5):
 * `loading` is never restored from storage, and the 'Download our app' dialog follows isDownloadPopup
 * in `global`, including the re-read from storage.
 */
import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { beforeEach, describe, expect, it } from 'vitest';

useTestStorageEngine();
// A tab closed mid-login left this behind; and a record from before the banner had its own flag.
setTestStorageKey('auth', JSON.stringify({ token: 't-1', uuid: 'u-1', authenticator: null, user: null, loading: true }));
setTestStorageKey(
  'global',
  JSON.stringify({
    currency: { country_code: 'US', code: 'USD', symbol: 'US$' },
    location: { id: 0, country: 'View all', country_code: '' },
    isDownloadPopup: false,
  }),
);

const { $auth, patchAuth } = await import('../../../src/stores/auth.ts');
const { $global, rereadDownloadPopup, upgradeGlobalRecord } = await import('../../../src/stores/global.ts');
const { $downloadDialogOpen, closeDownloadDialog, openDownloadDialog } = await import('../../../src/stores/dialogs.ts');

const stored = (key: string) => JSON.parse(getTestStorage()[key] ?? '{}') as Record<string, unknown>;
/** getItem over the test storage, as the browser's localStorage answers it. */
const storage = { getItem: (key: string) => getTestStorage()[key] ?? null } as Storage;

describe('auth record: loading belongs to the page that began the work', () => {
  it('a stored loading: true is not restored', () => {
    expect($auth.get().loading).toBe(false);
    expect($auth.get().token).toBe('t-1');
  });

  it('loading is never written', () => {
    patchAuth({ loading: true });
    expect($auth.get().loading).toBe(true);
    expect(stored('auth')).not.toHaveProperty('loading');
    patchAuth({ loading: false });
  });
});

describe('global record: the download popup flag', () => {
  beforeEach(() => closeDownloadDialog());

  it('an older record keeps its banner choice and opens no dialog', () => {
    expect($global.get().isDownloadBanner).toBe(false);
    expect($global.get().isDownloadPopup).toBe(false);
    expect($global.get().currency.code).toBe('USD');
    expect(upgradeGlobalRecord({ isDownloadPopup: true })).toEqual({ isDownloadPopup: false, isDownloadBanner: true });
    expect(upgradeGlobalRecord({ isDownloadPopup: true, isDownloadBanner: false })).toEqual({ isDownloadPopup: true, isDownloadBanner: false });
  });

  it('opening sets isDownloadPopup in the stored global record', () => {
    openDownloadDialog();
    expect($downloadDialogOpen.get()).toBe(true);
    expect(stored('global')['isDownloadPopup']).toBe(true);
  });

  it('closing sets the flag false and writes it back to storage', () => {
    openDownloadDialog();
    closeDownloadDialog();
    expect($downloadDialogOpen.get()).toBe(false);
    expect(stored('global')['isDownloadPopup']).toBe(false);
  });

  it('the re-read takes the flag from storage, either way', () => {
    const global = stored('global');
    getTestStorage()['global'] = JSON.stringify({ ...global, isDownloadPopup: true });
    rereadDownloadPopup(storage);
    expect($downloadDialogOpen.get()).toBe(true);
    getTestStorage()['global'] = JSON.stringify({ ...global, isDownloadPopup: false });
    rereadDownloadPopup(storage);
    expect($downloadDialogOpen.get()).toBe(false);
  });

  it('an unreadable stored record changes nothing', () => {
    openDownloadDialog();
    getTestStorage()['global'] = '{not json';
    rereadDownloadPopup(storage);
    expect($downloadDialogOpen.get()).toBe(true);
  });
});
