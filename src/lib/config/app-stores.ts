/** The app store pages as this build knows them (PUBLIC_* build variables; see mobile-apps.ts). */
import { appStoreLinks } from './mobile-apps.ts';

export const APP_STORE_LINKS = appStoreLinks({
  PUBLIC_ANDROID_STORE_URL: import.meta.env.PUBLIC_ANDROID_STORE_URL,
  PUBLIC_IOS_STORE_URL: import.meta.env.PUBLIC_IOS_STORE_URL,
});
