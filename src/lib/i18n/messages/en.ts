/**
 * English: the store's source language (spec strings word for word). Every other locale has the same
 * sections and keys (messages/types.ts), checked by `npm run check` and by the completeness test.
 *
 * Each section is its own export so that a bundle takes only the sections it names (islands import
 * the English section they need as their default; other languages reach them as props).
 * `{name}` marks a value put in at render time (format.ts); every translation keeps the same ones.
 */

import { FAQ_SECTIONS, type FaqSectionKey } from '../../marketing/faq.ts';

export const layout = {
  skipToContent: 'Skip to content',
  offline: "You're offline — showing what this device has kept.",
  description: 'Authenticated pre-owned luxury from Hermès, Chanel, Dior, Louis Vuitton and more. Singapore-based, shipped worldwide.',
  notTranslated: 'This page is not yet available in English.',
  languageOffer: 'This page is also available in English.',
  languageOfferAction: 'Read in English',
  languageOfferDismiss: 'No thanks',
};

export const topbar = {
  home: '{store} {tagline}, home',
  mainNav: 'Main',
  aboutUs: 'About Us',
  faq: 'FAQ',
  sell: 'Sell',
  favourites: 'Favourites',
  quickLinks: 'Quick links',
  dealOfTheDay: 'Deal of the Day',
  others: 'Others',
};

export const footer = {
  anyQuestions: 'Any questions?',
  readFaq: 'READ OUR FAQ',
  blurb: 'Authenticated pre-owned luxury, curated in Singapore.',
  nav: 'Footer',
  about: 'About',
  worth: 'What is my piece worth?',
  contact: 'Contact us',
  privacy: 'Privacy Policy',
  terms: 'Terms & Conditions',
  app: 'Shop on the app',
  googlePlay: 'Get it on Google Play',
  appStore: 'Download on the App Store',
  rights: '© {year} {store}. All rights reserved.',
  version: 'Version {version}',
  language: 'Language',
};

/** The store location popup (spec section 2) and its language choice. */
export const picker = {
  viewAll: 'View all',
  buttonName: 'Store location and currency',
  panel: 'Currency and store location',
  currency: 'Currency',
  selectCurrency: 'Select a currency',
  location: 'Store Location',
  selectLocation: 'Select a City',
  language: 'Language',
};

/** The account controls of the top bar and the mobile drawer. */
export const account = {
  logIn: 'LOG IN',
  register: 'REGISTER',
  profile: 'Profile',
  settings: 'Settings',
  logOut: 'Log Out',
  logOutDrawer: 'LOG OUT',
  me: 'ME',
  menu: 'Menu',
  closeMenu: 'Close menu',
  filters: 'Filters',
  mobileNav: 'Mobile',
  aboutUs: 'About Us',
  faq: 'FAQ',
  sell: 'Sell',
  dealOfTheDay: 'Deal of the Day',
  others: 'Others',
};

/** The top bar's search box and its suggestion list. */
export const search = {
  placeholder: 'Search keywords, eg. black bag',
  label: 'Search products',
  suggestions: 'Search suggestions',
  recentSearches: 'RECENT SEARCHES',
  popularSearches: 'POPULAR SEARCHES',
  products: 'PRODUCTS',
};

/** The login and register dialogs and their validation messages (spec sections 2 and 5). */
export const auth = {
  logInTitle: 'Log in',
  email: 'Email',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  logIn: 'LOG IN',
  otherOptions: 'Other Log in options',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  registerTitle: 'Register',
  registerLede: 'Create your account to buy, sell and save the pieces you love.',
  or: 'or',
  continueWithEmail: 'Continue with Email',
  continueWith: 'Continue with {provider}',
  haveAccount: 'Already have an account ?',
  logInInstead: 'Log in',
  close: 'Close',
  required: 'This field is required',
  invalidEmail: 'Email is not valid',
  // Sign-in's toasts (spec section 8) and the social sign-in's own failures.
  cannotLogin: 'Cannot login',
  cannotGetMe: 'Cannot get me',
  cannotRegister: 'Cannot register',
  accessDenied: 'Access denied',
  missingEmail: 'We could not retrieve your email address from {provider}. Please create an account with your email address.',
  accountExists: 'You have already logged in using your {provider} account under the same email address.',
  socialEmailTaken: 'This email address already signs in another way. Please log in with your email and password.',
  socialUnavailable: 'Social sign-in is not available right now. Please log in with your email.',
  popupBlocked: 'Please allow pop-ups for this site to continue with {provider}.',
  socialUnreachable: 'The sign-in service could not be reached. Please check your connection and try again.',
  socialFailed: 'We could not sign you in with {provider}. Please try again.',
  joinAgain: 'Please sign in again to join your accounts.',
  chooseAccount: 'Please choose the {provider} account of {email}.',
  // The activation link's landing (spec section 2) and the account-join confirmation.
  activateTitle: 'Activate your account',
  activated: 'Your account is activated',
  activatedDetail: 'Please log in to continue.',
  oops: 'Oops!',
  activationFailed: 'This activation link is invalid, used or expired. Log in to get a new one.',
  confirmation: 'Confirmation',
  joinQuestion: 'Would you like to join these account?',
  cancel: 'Cancel',
  joinAccounts: 'Yes, join accounts',
};

/** The toaster's own labels (spec section 9). */
export const toaster = {
  notifications: 'Notifications',
  dismiss: 'Dismiss',
};

export const download = {
  name: 'Download our app',
  text: 'Download our app for a smoother experience',
  action: 'Download',
  close: 'Close download banner',
};

export const status = {
  notFoundTitle: 'Page not found',
  notFoundHeading: 'PAGE NOT FOUND',
  notFoundText: 'The page you are looking for has moved or never existed.',
  continueShopping: 'Continue shopping',
  itemNotFoundTitle: 'Item not found',
  itemNotFoundHeading: 'Oops!',
  itemNotFoundText: 'Item not found',
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: 'You do not have permission to access this page.',
  logIn: 'LOG IN',
  offlineTitle: "You're offline",
  offlineEyebrow: 'No connection',
  offlineText:
    'This page has not been saved on this device. The pieces you viewed recently are still here; the rest of the store returns with your connection.',
  offlineHome: 'Home',
  offlineEmpty: 'Pieces you open while online will be kept here for when you are not.',
};

export const pages = {
  aboutTitle: 'About Us',
  aboutDescription: 'Reluxe gives authenticated pre-owned luxury a second life: how we authenticate, how consigning works, and where to find our boutiques.',
  aboutCtaTitle: 'Find your next piece',
  aboutCtaText: 'Our client advisers are happy to help, in a boutique or by email.',
  aboutCtaShop: 'Shop the collection',
  writeToUs: 'Write to us',
  faqTitle: 'FAQ',
  faqDescription: 'Answers about buying, offers, consigning, authentication, delivery, returns and payment at Reluxe.',
  faqEyebrow: 'Help',
  faqHeading: 'Frequently Asked Questions',
  faqIntro: 'Everything about buying, consigning and caring for pre-owned luxury with Reluxe.',
  faqSections: 'FAQ sections',
  faqStillTitle: 'Still have a question?',
  faqStillText: 'Our client advisers reply within one working day.',
  privacyTitle: 'Privacy Policy',
  privacyDescription: 'How Reluxe collects, uses and protects your personal data.',
  termsTitle: 'Terms & Conditions',
  termsDescription: 'The terms that apply when you browse, buy, make offers or consign with Reluxe.',
};

/** The alert digest mail (issue 14, src/server/alerts/digest-job.ts), in the profile's language. */
export const digest = {
  subject: 'Your {store} alerts: what changed',
  title: 'What changed for you',
  intro: 'Here is what changed since your last alert.',
  droppedTitle: 'Price dropped on your favourites',
  dropped: '{piece}: now {price} (was {was})',
  seeFavourites: 'See your favourites',
  soldTitle: 'Sold from your favourites',
  sold: '{piece}: sold',
  newTitle: '{count} new for “{name}”',
  newPiece: '{piece}, {price}',
  seeAll: 'See all {count} new pieces',
  openSearch: 'Open this search',
  action: 'Your saved searches',
  seeSaved: 'See your saved searches',
  whyDaily: 'You get this daily digest because you saved searches or favourites at {store}.',
  whyWeekly: 'You get this weekly digest because you saved searches or favourites at {store}.',
  settingsLine: 'Change how often in your settings: {link}',
  changeOften: 'Change how often',
  turnOff: 'Turn off these alerts',
};

/** The forgot-password dialog (spec section 2), reached from the login dialog. */
export const forgot = {
  title: 'Forgot Password?',
  lede: 'Enter the email you used to create your account to reset your password.',
  back: 'Back to log in',
  send: 'Send email',
  sentTitle: 'Check your email',
  sent: 'We have sent an email to {email} to help you reset your password.',
  done: 'Done',
  sendFailed: 'We could not send the email. Please try again.',
};

/** The FAQ's section titles: the FAQ's own table (lib/marketing/faq.ts), which the editor shows too. */
export const faqSections: Readonly<Record<FaqSectionKey, string>> = FAQ_SECTIONS;

/**
 * The mails the built-in API sends (src/server/accounts/mail/messages.ts), in the language of the
 * shopper's profile. English is the mails' wording before translation, word for word.
 */
export const mail = {
  greeting: 'Dear {name},',
  greetingNoName: 'Dear customer,',
  activationSubject: 'Activate your {store} account',
  activationTitle: 'Activate your account',
  activationWelcome: 'Welcome to {store}. Please confirm your email address to activate your account. The link works once and for 24 hours.',
  activationIgnore: 'If you did not create this account, you can ignore this email.',
  activationAction: 'Activate account',
  resetSubject: 'Reset your {store} password',
  resetTitle: 'Reset your password',
  resetRequest: 'We received a request to reset the password of your account. The link works once and for 1 hour.',
  resetIgnore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  resetAction: 'Reset password',
  attemptSubject: 'Someone tried to register with your {store} email address',
  attemptTitle: 'You already have an account',
  attemptTried: 'Someone tried to register a new {store} account with your email address, which already has an account.',
  attemptIfYou: "If it was you, log in with your password, or choose 'Forgot password?' in the login window to set a new one.",
  attemptIfNot: 'If it was not you, you can ignore this email: nothing has changed on your account.',
  attemptAction: 'Log in',
};

/**
 * /search (the search island, its filters, sort and pager, the page's head): English is what the
 * island says without messages, word for word.
 */
export const searchPage = {
  title: 'Search',
  description: 'Search authenticated pre-owned bags, watches, jewellery and more by designer, category, colour, price and store location.',
  noscript: 'Search results need JavaScript. Turn it on, or browse from the links above.',
  eyebrowSearch: 'Search',
  eyebrowDeal: 'Limited time',
  eyebrowShop: 'Shop',
  resultsFor: 'Results for “{text}”',
  dealOfTheDay: 'Deal of the Day',
  allItems: 'All items',
  itemCountOne: '{count} item',
  itemCountOther: '{count} items',
  refine: 'Refine',
  refineCount: 'Refine ({count})',
  activeFilters: 'Active filters',
  removeFilter: 'Remove filter {label}',
  clearAll: 'Clear all',
  filters: 'Filters',
  results: 'Results',
  loadingResults: 'Loading results',
  errorHeading: 'We couldn’t load these pieces.',
  retry: 'Retry',
  clearAllFilters: 'Clear all filters',
  pastLastHeading: 'This page is past the last one.',
  pastLastText: 'The list is shorter now than when this link was made.',
  backToFirst: 'Back to page 1',
  nothingFound: 'Nothing found for “{text}”',
  nothingFoundFiltered: 'Nothing found for “{text}” with these filters',
  noMatch: 'No pieces match these filters',
  emptyHint: 'Try fewer filters, another spelling or a broader word. New pieces arrive every day.',
  browseAll: 'Browse all pieces',
  didYouMean: 'Did you mean',
  popularSearches: 'Popular searches',
  showingResultsFor: 'Showing results for {text}.',
  searchInsteadFor: 'Search instead for “{text}”',
  noExactMatch: 'No exact match for ‘{original}’. Showing results for {text}.',
  cannotSearch: 'Cannot search',
  checkConnection: 'Please check your connection and try again.',
  pagination: 'Pagination',
  sortBy: 'Sort by',
  sortRelevance: 'Best match',
  sortNewest: 'Newest',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  facetCategory: 'Category',
  facetBrand: 'Brand',
  facetGender: 'Gender',
  facetPrice: 'Price',
  facetColour: 'Colour',
  facetLocation: 'Store location',
  showFewer: 'Show fewer',
  showAll: 'Show all {count}',
  closeFilters: 'Close filters',
  apply: 'Apply',
  applyCount: 'Apply ({count})',
  categoryNumber: 'Category {id}',
  priceRangeNumber: 'Price range {id}',
  men: 'Men',
  women: 'Women',
};

/** The pager under a paged list (src/components/ui/Pager.tsx: /search, collections, the account lists, favourites). */
export const pager = {
  previous: 'Previous',
  next: 'Next',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageNumber: 'Page {page}',
};

/** The product card's labels (spec section 4): /search's grid, the home groups, favourites. */
export const productCard = {
  sold: 'Sold',
  deal: 'Deal',
  soldAt: 'Sold at',
  was: 'Was',
  now: 'Now',
  minOffer: 'Min. offer',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  cannotAddFavourite: 'Cannot add to favourites',
  cannotRemoveFavourite: 'Cannot remove from favourites',
  checkConnection: 'Please check your connection and try again.',
};

/** 'Save search' on /search: the control, its dialog, validation and toasts. */
export const saveSearch = {
  button: 'Save search',
  viewSaved: 'View saved searches',
  title: 'Save this search',
  ledeSignedIn: 'Find it again under Saved searches, with the pieces that arrived since you last looked.',
  ledeGuest: 'Log in to save it: you will be asked to log in next, and the search is saved right after.',
  name: 'Name',
  cancel: 'Cancel',
  save: 'Save',
  logInToSave: 'Log in to save',
  nameRequired: 'Please give this search a name.',
  saved: 'Search saved',
  savedDetail: '“{name}” is in your saved searches.',
  cannotSave: 'Cannot save search',
  tryAgain: 'Please try again.',
};

/**
 * The catalog's store words (GET /startup sends them in English): categories by their English name,
 * colours by their id, store countries by their code. A name the catalog adds later shows as sent.
 */
export const categories = {
  Bags: 'Bags',
  'Small Leather Goods': 'Small Leather Goods',
  Accessories: 'Accessories',
  Shoes: 'Shoes',
  Jewelry: 'Jewelry',
  'Ready To Wear': 'Ready To Wear',
  Watches: 'Watches',
  Home: 'Home',
};

export const colours = {
  black: 'Black',
  white: 'White',
  beige: 'Beige',
  brown: 'Brown',
  tan: 'Tan',
  red: 'Red',
  pink: 'Pink',
  blue: 'Blue',
  green: 'Green',
  grey: 'Grey',
  gold: 'Gold',
  silver: 'Silver',
  multicolour: 'Multicolour',
};

export const countries = {
  SG: 'Singapore',
  MY: 'Malaysia',
  HK: 'Hong Kong',
  JP: 'Japan',
  AU: 'Australia',
};

/** The home page (spec section 3): its hero and the groups' controls (group headings are the catalog's). */
export const home = {
  heroEyebrow: 'Authenticated pre-owned luxury · Singapore',
  heroTitle: 'Luxury made easy, simple, and fuss-free.',
  aboutUs: 'About us',
  discover: 'Discover the collections',
  viewAll: 'View all',
  viewAllOf: 'View all {heading}',
  shopWomen: 'SHOP WOMEN',
  shopMen: 'SHOP MEN',
  loading: 'Loading products',
  noData: 'No DATA',
  previousProducts: 'Previous products',
  nextProducts: 'Next products',
  recentlyViewed: 'Recently viewed',
};

/** 'Recommended items' under a product and its page, /recommended/{id} (spec section 4). */
export const recommended = {
  title: 'Recommended items',
  viewAll: 'View all',
  pageEyebrow: 'Curated for you',
  pageTitle: 'Recommended for you',
  loading: 'Loading products',
  failed: 'Recommended items are unavailable right now. Please try again.',
  noData: 'No DATA',
};

/** /settings (the account area): the profile form, its validation messages and toasts, account deletion. */
export const settings = {
  eyebrow: 'My account',
  title: 'Settings',
  loading: 'Loading your settings',
  cannotGetMe: 'Cannot get me',
  profile: 'Profile',
  signedInAs: 'Signed in as {email}',
  fullName: 'Full name',
  phoneCode: 'Phone code',
  phoneCodeLoading: 'Loading…',
  phoneCodeSelect: 'Select',
  mobile: 'Mobile',
  gender: 'Gender',
  genderNone: 'Prefer not to say',
  men: 'Men',
  women: 'Women',
  dateOfBirth: 'Date of birth',
  shopping: 'Shopping',
  currency: 'Currency',
  newsletter: 'Send me news of new arrivals and private sales',
  alerts: 'Alerts',
  alertEmails: 'Alert emails',
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
  alertsHint: 'One email at most a day: price drops and sales of your favourites, and new pieces for your {link}.',
  savedSearches: 'saved searches',
  save: 'SAVE CHANGES',
  deleteTitle: 'Delete account',
  deleteText: 'Your profile and personal data are removed and you are signed out everywhere. This cannot be undone.',
  deleteButton: 'DELETE ACCOUNT',
  deleteConfirm: 'Yes, delete my account',
  deleteQuestion: 'Are you sure you want to delete your account?',
  deleteFailed: 'We could not delete your account. Please try again.',
  cancel: 'Cancel',
  required: 'This field is required',
  invalidMobile: 'Mobile number is not valid',
  fullNameTooLong: 'Full name must be at most {max} characters',
  saved: 'Data have been saved.',
  saveFailed: 'Oops!',
  saveFailedDetail: 'Cannot update your setting.',
};

/**
 * The product page (spec section 4): the product section's labels (src/components/catalog/
 * ProductSection.tsx), its shell and zoom dialog. House and model names, descriptions, inclusions and
 * delivery methods are the catalog's and show as sent.
 */
export const product = {
  title: 'Product',
  loading: 'Loading product',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  shop: 'Shop',
  imagesOf: 'Images of {name}',
  zoomImage: 'Zoom image {index} of {count}',
  imageAlt: '{name}, image {index} of {count}',
  chooseImage: 'Choose an image',
  showImage: 'Show image {index} of {count}',
  zoomed: 'Zoomed image',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  closeZoom: 'Close zoom',
  was: 'Was',
  now: 'Now',
  soldAt: 'SOLD AT',
  saleEndsIn: 'SALE ENDS IN',
  onSale: 'ON SALE!!',
  minimumOffer: 'Minimum offer',
  soldNote: 'This piece has found a new home.',
  buy: 'Buy',
  makeOffer: 'Make an offer',
  condition: 'Condition',
  material: 'Material',
  colour: 'Colour',
  receipt: 'Receipt',
  dimensions: 'Dimensions',
  category: 'Category',
  for: 'For',
  location: 'Location',
  receiptNo: 'No',
  receiptOriginal: 'Yes - Original',
  receiptCopy: 'Yes - Copy',
  receiptYes: 'Yes',
  men: 'Men',
  women: 'Women',
  unisex: 'Unisex',
  description: 'Description',
  inclusions: 'Inclusions',
  delivery: 'Delivery',
  deliveryChoose: 'Choose a store location to see delivery options and rates.',
  deliveryLoading: 'Loading delivery rates',
  deliveryTo: 'To {location}',
  noDeliveryTo: 'No delivery options to {location} yet.',
  noDelivery: 'No delivery options yet.',
  businessDays: '{days} business days',
  businessDaysRange: '{min}–{max} business days',
  free: 'Free',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  /** A material the catalog names with a house's own word before a known material ('Togo leather'). */
  materialNamed: '{name} {material}',
};

/** Condition grades (spec section 4), by the catalog's English name. */
export const conditions = {
  Pristine: 'Pristine',
  Excellent: 'Excellent',
  'Very Good': 'Very Good',
  Good: 'Good',
  Fair: 'Fair',
};

/**
 * Material words, by the catalog's English words in lower case: a material ending in one of them
 * shows it translated, with the house's own word before it as written ('Togo leather'); a material
 * that ends in none shows as sent.
 */
export const materials = {
  leather: 'leather',
  'grained leather': 'grained leather',
  'chevron leather': 'chevron leather',
  'ostrich leather': 'ostrich leather',
  calfskin: 'calfskin',
  'grained calfskin': 'grained calfskin',
  'embossed calfskin': 'embossed calfskin',
  'patent calfskin': 'patent calfskin',
  'aged calfskin': 'aged calfskin',
  lambskin: 'lambskin',
  'woven lambskin': 'woven lambskin',
  canvas: 'canvas',
  'coated canvas': 'coated canvas',
  crocodile: 'crocodile',
  nylon: 'nylon',
  'recycled nylon': 'recycled nylon',
  jacquard: 'jacquard',
  embroidery: 'embroidery',
  raffia: 'raffia',
};

/**
 * The product page's Price guide (issue 25). English pages keep the words of src/lib/price-guide/text.ts;
 * these are the other languages' (the verdict's `{line}` is the model and size as the house writes them).
 */
export const priceGuide = {
  heading: 'Price guide',
  notEnough: 'Not enough sales yet for a price guide',
  history: 'Price history of this piece',
  typicalRange: 'Typical sold range',
  typicalPrice: 'Typical sold price',
  trend: 'Trend',
  timeToSell: 'Typical time to sell',
  days: '{days} days',
  monthlyMedian: 'Monthly median',
  band: '25th–75th percentile',
  thisPiece: 'This piece',
  fullGuide: 'Full price guide for the {model}',
  monthlyFigures: 'Monthly figures',
  figuresCaption: 'Sales of the {line}{condition} by month, in {currency}',
  inCondition: ' in {condition} condition',
  month: 'Month',
  sales: 'Sales',
  median: 'Median',
  inLine: 'In line with the typical sold price of the {line}{condition} ({sales} sales in {months} months)',
  below: '{amount} below the typical sold price of the {line}{condition} ({sales} sales in {months} months)',
  above: '{amount} above the typical sold price of the {line}{condition} ({sales} sales in {months} months)',
  reducedFrom: 'Reduced from {price} on {date}',
  trendUp: 'Up {percent}% over 12 months',
  trendDown: 'Down {percent}% over 12 months',
  trendSteady: 'Steady over 12 months ({change})',
  noTrend: 'Not enough sales for a 12-month trend',
  // /search's strip (server-rendered at the edge).
  stripLabel: 'Price guide: {name}',
  typicalSold: 'Typical sold',
  stripLink: 'Full price guide',
};

/**
 * A price chart's text (src/components/price-guide/PriceGuideChart.tsx): its accessible title and
 * description and the piece's marker, on the other languages' pages (English keeps the chart's own
 * words). `{line}` is the house, model and size as the house writes them; months come from Intl.
 */
export const priceChart = {
  title: 'Sold prices of the {line}, last {months} months',
  summary: 'Monthly median sold price of the {line}{condition}',
  fromTo: ' from {first} ({firstPrice}) to {last} ({lastPrice})',
  half: '; half of the {sales} sales were between {low} and {high}',
  piece: '; this piece is {price}',
  end: '.',
  marker: 'This piece {price}',
};

/** The 'Download our app' dialog Buy and Make an offer open (src/components/shell/DownloadPrompt.tsx). */
export const appDialog = {
  title: 'Download our app',
  text: 'Download our app to continue your shopping experience.',
  googlePlay: 'Get it on Google Play',
  appStore: 'Download on the App Store',
  close: 'Close',
};

/**
 * What a product page shows when the piece cannot be loaded (spec section 8: the server's message,
 * else `fallback`), and a product page's meta description (src/lib/catalog/product-seo.ts):
 * `{condition}` is the grade in the language, `{name}` the house and model as written.
 */
export const productPage = {
  failureHeading: 'Oops!',
  failureFallback: 'Cannot load this item right now. Please try again.',
  continueShopping: 'Continue shopping',
  metaSummary: 'Pre-owned {name}, {condition} condition.',
  metaSold: 'Sold: {summary}',
};

// The account area's sections live in their own module, so their words join only the chunks of the
// islands that use them, not the shared chunk every English island loads (en-account.ts).
export { favourites, profile, savedSearches } from './en-account.ts';
// The record pages' words (order, consignment, consigned piece), likewise (en-record.ts).
export { accountRecord } from './en-record.ts';
// The account forms' words (/register, /reset-password, /alerts/unsubscribe), likewise (en-forms.ts).
export { alertsUnsubscribe, register, resetPassword } from './en-forms.ts';
// /sell's words, likewise (en-sell.ts): its page script takes its 'Any …' choices from there.
export { sell } from './en-sell.ts';
// Collections' words (issue 36), likewise (en-collections.ts).
export { collections } from './en-collections.ts';
