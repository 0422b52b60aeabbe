/**
 * English messages of /sell (issue 25), a module of their own as en-forms.ts: the page's script
 * (src/components/price-guide/sell-form.ts) imports its few words from here, so they ship without the
 * sections every other island shares. en.ts re-exports them.
 */

/**
 * /sell, 'What is my piece worth?' (issue 25; src/components/price-guide/SellEstimate.tsx and the
 * page's script). English pages keep these words as the page always said them; `houseMissing` and
 * `modelMissing` are said by the page's script on the other languages' pages only (English leaves the
 * browser's own message), and `materialLabel` is the other languages' way to name a material.
 */
export const sell = {
  title: 'What is my piece worth?',
  titleFor: 'What is my {model} worth?',
  description: 'What pre-owned Hermès, Chanel, Rolex and more really sell for: the expected resale range, typical days to sell and the sales behind it.',
  intro: 'Choose the house, the model and what you know of your piece. The estimate is what pieces like it sold for in our stores over the last 24 months.',
  unavailable: 'Estimates are not available at the moment. Please try again later.',
  busy: 'Estimates are taking longer than usual right now. Please try again in a moment.',
  tryAgain: 'Try again',
  house: 'House',
  chooseHouse: 'Choose a house',
  model: 'Model',
  modelExample: 'e.g. Birkin',
  size: 'Size',
  anySize: 'Any size',
  oneSize: 'One size',
  material: 'Material',
  anyMaterial: 'Any material',
  condition: 'Condition',
  anyCondition: 'Any condition',
  submit: 'Get an estimate',
  houseMissing: 'Choose the house of your piece.',
  modelMissing: 'Enter the model of your piece, e.g. Birkin.',
  resultCondition: ', {condition} condition',
  expectedRange: 'Expected resale range',
  salesBehind: 'Sales behind this estimate',
  salesIn: '{sales} in {months} months',
  notEnough: 'Not enough sales yet for a price guide: {sales} sales in {months} months. Try any size, material or condition.',
  notEnoughOne: 'Not enough sales yet for a price guide: {sales} sale in {months} months. Try any size, material or condition.',
  consign: 'Consign with us',
  consignNote: 'Consignments are arranged in our app: our specialists authenticate, photograph and price your piece.',
  noGuide: 'We have no price guide for {piece} yet',
  thatPiece: 'that piece',
  closest: 'The closest lines we know:',
  chooseFromList: 'Choose a house and one of its models from the list.',
};
