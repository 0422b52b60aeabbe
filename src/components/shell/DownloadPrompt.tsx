import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { APP_STORE_LINKS } from '../../lib/config/app-stores.ts';
import { detectDevice } from '../../lib/device/device.ts';
import { $downloadDialogOpen, closeDownloadDialog } from '../../stores/dialogs.ts';
import { rereadDownloadPopup } from '../../stores/global.ts';
import Dialog from '../ui/Dialog.tsx';

/**
 * The 'Download our app' dialog (spec section 4). The mobile banner is HTML and CSS
 * (DownloadBanner.astro), so a phone's first load carries no framework code for it (issue 12).
 */
export default function DownloadPrompt() {
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
    <Dialog open={dialogOpen} title="Download our app" onClose={closeDownloadDialog} width="30rem">
      <p className="download-dialog__text">Download our app to continue your shopping experience.</p>
      <div className="download-dialog__badges">
        {APP_STORE_LINKS.android && (
          <a href={APP_STORE_LINKS.android} rel="noopener" target="_blank">
            <img src="/images/badges/google-play.svg" alt="Get it on Google Play" width="135" height="40" />
          </a>
        )}
        {APP_STORE_LINKS.ios && (
          <a href={APP_STORE_LINKS.ios} rel="noopener" target="_blank">
            <img src="/images/badges/app-store.svg" alt="Download on the App Store" width="120" height="40" />
          </a>
        )}
      </div>
    </Dialog>
  );
}
