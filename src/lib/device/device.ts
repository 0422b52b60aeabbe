/** Device detection for the download banner and app links (spec section 2, mobile banner). */
export interface DeviceInfo {
  android: boolean;
  ios: boolean;
  blackberry: boolean;
  operaMini: boolean;
  windowsPhone: boolean;
  /** Any of the above. */
  mobile: boolean;
}

export function detectDevice(userAgent: string, maxTouchPoints = 0, platform = ''): DeviceInfo {
  const ua = userAgent;
  const windowsPhone = /Windows Phone|IEMobile|WPDesktop/i.test(ua);
  // Windows Phone user agents also claim Android and iPhone; they win over both.
  const android = !windowsPhone && /Android/i.test(ua);
  // iPadOS 13+ reports a Mac user agent; a touch screen gives it away.
  const ios = !windowsPhone && (/iPhone|iPad|iPod/i.test(ua) || (platform === 'MacIntel' && maxTouchPoints > 1));
  const blackberry = /BlackBerry|BB10|RIM Tablet/i.test(ua);
  const operaMini = /Opera Mini/i.test(ua);
  return { android, ios, blackberry, operaMini, windowsPhone, mobile: android || ios || blackberry || operaMini || windowsPhone };
}

/** The store a Download button opens: Android's on Android devices, otherwise iOS's (spec). */
export function downloadStoreHref(device: DeviceInfo, links: { android: string | null; ios: string | null }): string | null {
  const base = device.android ? links.android : links.ios;
  if (!base) return null; // this deploy has no such app configured
  const url = new URL(base);
  url.searchParams.set('goto', 'store');
  return url.toString();
}

/**
 * True when a request comes from a phone, for pages the edge renders differently on one: the
 * Sec-CH-UA-Mobile client hint when the browser sends it (Chromium browsers send it on every
 * request), else the user agent's own word for it ('Mobi', which phones' browsers put in and
 * tablets' leave out, or a phone's name).
 */
export function isPhoneRequest(headers: { get(name: string): string | null }): boolean {
  const hint = headers.get('Sec-CH-UA-Mobile');
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return /Mobi|iPhone|iPod|Opera Mini|Windows Phone/i.test(headers.get('User-Agent') ?? '');
}
