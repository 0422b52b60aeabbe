/** Bahasa Melayu (Malaysia usage). Glossary: docs/i18n.md. */
import type { Messages } from './types.ts';

export const layout: Messages['layout'] = {
  skipToContent: 'Langkau ke kandungan',
  offline: 'Anda di luar talian — memaparkan apa yang disimpan pada peranti ini.',
  description:
    'Barangan mewah terpakai yang disahkan tulen daripada Hermès, Chanel, Dior, Louis Vuitton dan banyak lagi. Berpangkalan di Singapura, dihantar ke seluruh dunia.',
  notTranslated: 'Halaman ini belum tersedia dalam Bahasa Melayu. Ia dipaparkan dalam bahasa Inggeris.',
  languageOffer: 'Reluxe juga tersedia dalam Bahasa Melayu.',
  languageOfferAction: 'Tukar ke Bahasa Melayu',
  languageOfferDismiss: 'Tidak, terima kasih',
};

export const topbar: Messages['topbar'] = {
  home: '{store} {tagline}, laman utama',
  mainNav: 'Menu utama',
  aboutUs: 'Tentang Kami',
  faq: 'Soalan Lazim',
  sell: 'Jual',
  favourites: 'Kegemaran',
  quickLinks: 'Pautan pantas',
  dealOfTheDay: 'Tawaran Hari Ini',
};

export const footer: Messages['footer'] = {
  anyQuestions: 'Ada soalan?',
  readFaq: 'BACA SOALAN LAZIM',
  blurb: 'Barangan mewah terpakai yang disahkan tulen, dipilih dengan teliti di Singapura.',
  nav: 'Pengaki',
  about: 'Tentang Kami',
  worth: 'Berapakah nilai barangan saya?',
  contact: 'Hubungi kami',
  privacy: 'Dasar Privasi',
  terms: 'Terma & Syarat',
  app: 'Beli-belah melalui aplikasi',
  googlePlay: 'Dapatkannya di Google Play',
  appStore: 'Muat turun di App Store',
  rights: '© {year} {store}. Hak cipta terpelihara.',
  version: 'Versi {version}',
  language: 'Bahasa',
};

export const picker: Messages['picker'] = {
  viewAll: 'Semua',
  buttonName: 'Lokasi kedai dan mata wang',
  panel: 'Mata wang dan lokasi kedai',
  currency: 'Mata Wang',
  selectCurrency: 'Pilih mata wang',
  location: 'Lokasi Kedai',
  selectLocation: 'Pilih bandar',
  language: 'Bahasa',
};

export const account: Messages['account'] = {
  logIn: 'LOG MASUK',
  register: 'DAFTAR',
  profile: 'Profil',
  settings: 'Tetapan',
  logOut: 'Log Keluar',
  logOutDrawer: 'LOG KELUAR',
  me: 'AKAUN SAYA',
  menu: 'Menu',
  closeMenu: 'Tutup menu',
  filters: 'Penapis',
  mobileNav: 'Menu mudah alih',
  aboutUs: 'Tentang Kami',
  faq: 'Soalan Lazim',
  sell: 'Jual',
  dealOfTheDay: 'Tawaran Hari Ini',
};

export const search: Messages['search'] = {
  placeholder: 'Cari kata kunci, cth. beg hitam',
};

export const auth: Messages['auth'] = {
  logInTitle: 'Log masuk',
  email: 'E-mel',
  password: 'Kata laluan',
  forgotPassword: 'Lupa kata laluan?',
  logIn: 'LOG MASUK',
  otherOptions: 'Cara lain untuk log masuk',
  noAccount: 'Belum mempunyai akaun?',
  signUp: 'Daftar',
  registerTitle: 'Daftar',
  registerLede: 'Buka akaun untuk membeli, menjual dan menyimpan barangan kegemaran anda.',
  or: 'atau',
  continueWithEmail: 'Teruskan dengan E-mel',
  continueWith: 'Teruskan dengan {provider}',
  haveAccount: 'Sudah mempunyai akaun?',
  logInInstead: 'Log masuk',
  close: 'Tutup',
  required: 'Ruangan ini wajib diisi',
  invalidEmail: 'E-mel tidak sah',
};

export const download: Messages['download'] = {
  name: 'Muat turun aplikasi kami',
  text: 'Muat turun aplikasi kami untuk pengalaman yang lebih lancar',
  action: 'Muat turun',
  close: 'Tutup sepanduk muat turun',
};

export const status: Messages['status'] = {
  notFoundTitle: 'Halaman tidak ditemui',
  notFoundHeading: 'HALAMAN TIDAK DITEMUI',
  notFoundText: 'Halaman yang anda cari telah dipindahkan atau tidak pernah wujud.',
  continueShopping: 'Teruskan membeli-belah',
  itemNotFoundTitle: 'Barangan tidak ditemui',
  itemNotFoundHeading: 'Alamak!',
  itemNotFoundText: 'Barangan tidak ditemui',
  accessDeniedTitle: 'Akses Ditolak',
  accessDeniedText: 'Anda tidak mempunyai kebenaran untuk mengakses halaman ini.',
  logIn: 'LOG MASUK',
  offlineTitle: 'Anda di luar talian',
  offlineEyebrow: 'Tiada sambungan',
  offlineText:
    'Halaman ini belum disimpan pada peranti ini. Barangan yang anda lihat baru-baru ini masih ada di sini; selebihnya kedai akan kembali apabila sambungan anda pulih.',
  offlineHome: 'Laman Utama',
  offlineEmpty: 'Barangan yang anda buka semasa dalam talian akan disimpan di sini untuk dilihat semasa di luar talian.',
};

export const pages: Messages['pages'] = {
  aboutTitle: 'Tentang Kami',
  aboutDescription:
    'Reluxe memberi nafas baharu kepada barangan mewah terpakai yang disahkan tulen: cara kami mengesahkan, cara konsainan berfungsi dan lokasi butik kami.',
  aboutCtaTitle: 'Temui barangan idaman anda yang seterusnya',
  aboutCtaText: 'Penasihat pelanggan kami sedia membantu, di butik atau melalui e-mel.',
  aboutCtaShop: 'Beli-belah koleksi',
  writeToUs: 'Tulis kepada kami',
  faqTitle: 'Soalan Lazim',
  faqDescription: 'Jawapan tentang membeli, membuat tawaran, konsainan, pengesahan, penghantaran, pemulangan dan pembayaran di Reluxe.',
  faqEyebrow: 'Bantuan',
  faqHeading: 'Soalan Lazim',
  faqIntro: 'Segala-galanya tentang membeli, menjual secara konsainan dan menjaga barangan mewah terpakai bersama Reluxe.',
  faqSections: 'Bahagian Soalan Lazim',
  faqStillTitle: 'Masih ada soalan?',
  faqStillText: 'Penasihat pelanggan kami akan membalas dalam satu hari bekerja.',
  privacyTitle: 'Dasar Privasi',
  privacyDescription: 'Cara Reluxe mengumpul, menggunakan dan melindungi data peribadi anda.',
  termsTitle: 'Terma & Syarat',
  termsDescription: 'Terma yang terpakai apabila anda melayari, membeli, membuat tawaran atau menjual secara konsainan dengan Reluxe.',
};

export const faqSections: Messages['faqSections'] = {
  buying: 'Membeli',
  selling: 'Menjual & konsainan',
  authenticity: 'Ketulenan & keadaan',
  delivery: 'Penghantaran & pemulangan',
  payment: 'Pembayaran',
  account: 'Akaun anda',
};
