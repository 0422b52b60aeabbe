// Build-time app store pages (see src/lib/config/mobile-apps.ts and README: "App identifiers").
interface ImportMetaEnv {
  readonly PUBLIC_ANDROID_STORE_URL?: string;
  readonly PUBLIC_IOS_STORE_URL?: string;
  /** 'cloudflare': images from a proxied backend go through Cloudflare's image resizing (src/lib/config/images.ts). */
  readonly PUBLIC_IMAGE_RESIZING?: string;
}
