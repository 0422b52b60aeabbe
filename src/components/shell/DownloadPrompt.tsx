import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { APP_STORE_LINKS } from '../../lib/config/app-stores.ts';
import { detectDevice, downloadStoreHref, type DeviceInfo } from '../../lib/device/device.ts';
import { $downloadDialogOpen, closeDownloadDialog } from '../../stores/dialogs.ts';
import { $global, hideDownloadBanner, rereadDownloadPopup } from '../../stores/global.ts';
import Dialog from '../ui/Dialog.tsx';

/** The mobile download banner and the 'Download our app' dialog (spec sections 2 and 4). */
export default function DownloadPrompt() {
  const { isDownloadBanner } = useStore($global);
  // The dialog is pre-rendered closed; a stored open flag opens it right after hydration.
  const dialogOpen = useStore($downloadDialogOpen, { ssr: () => false });
  const [device, setDevice] = useState<DeviceInfo | null>(null);

  useEffect(() => {
    const info = detectDevice(navigator.userAgent, navigator.maxTouchPoints, navigator.platform);
    setDevice(info);
    if (!info.android) return;
    // Back from the Play Store on Android: the popup flag may have changed in storage meanwhile.
    const onVisible = () => {
      if (document.visibilityState === 'visible') rereadDownloadPopup();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const storeHref = device ? downloadStoreHref(device, APP_STORE_LINKS) : null;
  // No banner where this deploy has no app for the device (README: App identifiers).
  const showBanner = device?.mobile === true && isDownloadBanner && storeHref !== null;

  // The page keeps room at its bottom for the banner (global.css, --download-banner-h), so the
  // banner never covers the end of the page (the footer's copyright on phones).
  const banner = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = banner.current;
    if (!showBanner || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--download-banner-h', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--download-banner-h');
    };
  }, [showBanner]);

  return (
    <>
      {showBanner && device && (
        <aside ref={banner} className="download-banner" aria-label="Download our app">
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <p>Download our app for a smoother experience</p>
          <a className="btn btn--small" href={storeHref ?? undefined} rel="noopener">
            Download
          </a>
          <button
            type="button"
            className="icon-button"
            aria-label="Close download banner"
            onClick={hideDownloadBanner}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </aside>
      )}
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
    </>
  );
}
