/** 繁體中文 (Hong Kong usage). Glossary: docs/i18n.md. */
import type { Messages } from './types.ts';

export const layout: Messages['layout'] = {
  skipToContent: '跳至主要內容',
  offline: '你已離線，現正顯示此裝置已儲存的內容。',
  description: '經專業鑑定的二手名牌：Hermès、Chanel、Dior、Louis Vuitton 等。立足新加坡，寄送全球。',
  notTranslated: '此頁面暫未有繁體中文版本，以下內容以英文顯示。',
  languageOffer: 'Reluxe 亦提供繁體中文版本。',
  languageOfferAction: '轉用繁體中文',
  languageOfferDismiss: '不用了',
};

export const topbar: Messages['topbar'] = {
  home: '{store} {tagline}，返回主頁',
  mainNav: '主選單',
  aboutUs: '關於我們',
  faq: '常見問題',
  sell: '寄賣',
  favourites: '我的最愛',
  quickLinks: '快速連結',
  dealOfTheDay: '今日精選',
};

export const footer: Messages['footer'] = {
  anyQuestions: '有任何疑問？',
  readFaq: '查看常見問題',
  blurb: '經專業鑑定的二手名牌，於新加坡精心挑選。',
  nav: '頁尾',
  about: '關於我們',
  worth: '我的名牌值多少？',
  contact: '聯絡我們',
  privacy: '私隱政策',
  terms: '條款及細則',
  app: '使用應用程式購物',
  googlePlay: '在 Google Play 下載',
  appStore: '在 App Store 下載',
  rights: '© {year} {store}。版權所有。',
  version: '版本 {version}',
  language: '語言',
};

export const picker: Messages['picker'] = {
  viewAll: '全部地區',
  buttonName: '門店地區及貨幣',
  panel: '貨幣及門店地區',
  currency: '貨幣',
  selectCurrency: '選擇貨幣',
  location: '門店地區',
  selectLocation: '選擇城市',
  language: '語言',
};

export const account: Messages['account'] = {
  logIn: '登入',
  register: '註冊',
  profile: '個人檔案',
  settings: '設定',
  logOut: '登出',
  logOutDrawer: '登出',
  me: '我的帳戶',
  menu: '選單',
  closeMenu: '關閉選單',
  filters: '篩選',
  mobileNav: '流動版選單',
  aboutUs: '關於我們',
  faq: '常見問題',
  sell: '寄賣',
  dealOfTheDay: '今日精選',
};

export const search: Messages['search'] = {
  placeholder: '搜尋關鍵字，例如：黑色手袋',
};

export const auth: Messages['auth'] = {
  logInTitle: '登入',
  email: '電郵地址',
  password: '密碼',
  forgotPassword: '忘記密碼？',
  logIn: '登入',
  otherOptions: '其他登入方式',
  noAccount: '還未有帳戶？',
  signUp: '立即註冊',
  registerTitle: '註冊',
  registerLede: '建立帳戶，選購、寄賣及收藏你心儀的名牌。',
  or: '或',
  continueWithEmail: '以電郵繼續',
  continueWith: '以 {provider} 繼續',
  haveAccount: '已有帳戶？',
  logInInstead: '登入',
  close: '關閉',
  required: '此欄必須填寫',
  invalidEmail: '電郵地址格式不正確',
};

export const download: Messages['download'] = {
  name: '下載我們的應用程式',
  text: '下載應用程式，購物更流暢',
  action: '下載',
  close: '關閉下載橫額',
};

export const status: Messages['status'] = {
  notFoundTitle: '找不到頁面',
  notFoundHeading: '找不到頁面',
  notFoundText: '你要找的頁面已經移除或並不存在。',
  continueShopping: '繼續購物',
  itemNotFoundTitle: '找不到貨品',
  itemNotFoundHeading: '抱歉！',
  itemNotFoundText: '找不到此貨品',
  accessDeniedTitle: '無法存取',
  accessDeniedText: '你沒有權限瀏覽此頁面。',
  logIn: '登入',
  offlineTitle: '你已離線',
  offlineEyebrow: '未有網絡連線',
  offlineText: '此頁面未有儲存在這部裝置上。你最近瀏覽過的貨品仍然可以查看；網絡恢復後，即可瀏覽整個商店。',
  offlineHome: '主頁',
  offlineEmpty: '你在線時打開的貨品會保存在這裡，離線時亦可查看。',
};

export const pages: Messages['pages'] = {
  aboutTitle: '關於我們',
  aboutDescription: 'Reluxe 為經鑑定的二手名牌延續生命：我們如何鑑定、寄賣如何運作，以及門店位置。',
  aboutCtaTitle: '尋找你的下一件心頭好',
  aboutCtaText: '我們的客戶顧問樂意在門店或透過電郵為你效勞。',
  aboutCtaShop: '選購系列',
  writeToUs: '電郵聯絡我們',
  faqTitle: '常見問題',
  faqDescription: '有關在 Reluxe 購物、出價、寄賣、鑑定、送貨、退貨及付款的解答。',
  faqEyebrow: '幫助',
  faqHeading: '常見問題',
  faqIntro: '有關在 Reluxe 選購、寄賣及保養二手名牌的一切。',
  faqSections: '常見問題分類',
  faqStillTitle: '仍有疑問？',
  faqStillText: '我們的客戶顧問會在一個工作天內回覆。',
  privacyTitle: '私隱政策',
  privacyDescription: 'Reluxe 如何收集、使用及保護你的個人資料。',
  termsTitle: '條款及細則',
  termsDescription: '在 Reluxe 瀏覽、購物、出價或寄賣時適用的條款。',
};

export const faqSections: Messages['faqSections'] = {
  buying: '購物',
  selling: '出售及寄賣',
  authenticity: '真偽及成色',
  delivery: '送貨及退貨',
  payment: '付款',
  account: '你的帳戶',
};
