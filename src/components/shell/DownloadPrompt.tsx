import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { APP_STORE_LINKS } from '../../lib/config/app-stores.ts';
import { APP_BADGES } from '../../lib/config/app-badges.ts';
import { detectDevice } from '../../lib/device/device.ts';
import { $downloadDialogOpen, closeDownloadDialog } from '../../stores/dialogs.ts';
import { rereadDownloadPopup } from '../../stores/global.ts';
import Dialog from '../ui/Dialog.tsx';
import { appDialog as ENGLISH } from '../../lib/i18n/messages/en.ts';
import type { Section } from '../../lib/i18n/messages/types.ts';

/**
 * The 'Download our app' dialog (spec section 4). The mobile banner is HTML and CSS
 * (DownloadBanner.astro), so a phone's first load carries no framework code for it (issue 12).
 */
export default function DownloadPrompt({ words = ENGLISH }: { words?: Section<'appDialog'> }) {
  // The dialog is pre-rendered closed; a stored open flag opens it right after hydration.
  const dialogOpen = useStore($downloadDialogOpen, { ssr: () => false });

  useEffect(() => {
    const info = detectDevice(navigator.userAgent, navigator.maxTouchPoints, navigator.platform);
    if (!info.android) return;
    // Back from the Play Store on Android: the popup flag may have changed in storage meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') rereadDownloadPopup();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  return (
    <Dialog open={dialogOpen} title={words.title} onClose={closeDownloadDialog} width="30rem" {...(words === ENGLISH ? {} : { closeLabel: words.close })}>
      <p className="download-dialog__text">{words.text}</p>
      <div className="download-dialog__badges">
        {APP_STORE_LINKS.android && (
          <a href={APP_STORE_LINKS.android} rel="noopener" target="_blank">
            <img src={APP_BADGES.googlePlay.src} alt={words.googlePlay} width={APP_BADGES.googlePlay.width} height={APP_BADGES.googlePlay.height} />
          </a>
        )}
        {APP_STORE_LINKS.ios && (
          <a href={APP_STORE_LINKS.ios} rel="noopener" target="_blank">
            <img src={APP_BADGES.appStore.src} alt={words.appStore} width={APP_BADGES.appStore.width} height={APP_BADGES.appStore.height} />
          </a>
        )}
      </div>
    </Dialog>
  );
}
