// Build-time app store pages (see src/lib/config/mobile-apps.ts and README: "App identifiers").
interface ImportMetaEnv {
  readonly PUBLIC_ANDROID_STORE_URL?: string;
  readonly PUBLIC_IOS_STORE_URL?: string;
}
