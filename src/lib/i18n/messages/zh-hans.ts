/** 简体中文 (Singapore and Malaysia usage). Glossary: docs/i18n.md. */
import type { Messages } from './types.ts';

export const layout: Messages['layout'] = {
  skipToContent: '跳到主要内容',
  offline: '您已离线，正在显示此设备已保存的内容。',
  description: '经专业鉴定的二手奢侈品：Hermès、Chanel、Dior、Louis Vuitton 等。立足新加坡，全球配送。',
  notTranslated: '此页面暂无简体中文版本，以下内容以英文显示。',
  languageOffer: 'Reluxe 也提供简体中文版本。',
  languageOfferAction: '切换到简体中文',
  languageOfferDismiss: '不用了',
};

export const topbar: Messages['topbar'] = {
  home: '{store} {tagline}，返回首页',
  mainNav: '主菜单',
  aboutUs: '关于我们',
  faq: '常见问题',
  sell: '寄卖',
  favourites: '我的收藏',
  quickLinks: '快速链接',
  dealOfTheDay: '今日特惠',
};

export const footer: Messages['footer'] = {
  anyQuestions: '有任何疑问？',
  readFaq: '查看常见问题',
  blurb: '经专业鉴定的二手奢侈品，在新加坡精心甄选。',
  nav: '页脚',
  about: '关于我们',
  worth: '我的奢侈品值多少？',
  contact: '联系我们',
  privacy: '隐私政策',
  terms: '条款与条件',
  app: '使用应用程序购物',
  googlePlay: '在 Google Play 下载',
  appStore: '在 App Store 下载',
  rights: '© {year} {store}。保留所有权利。',
  version: '版本 {version}',
  language: '语言',
};

export const picker: Messages['picker'] = {
  viewAll: '全部地区',
  buttonName: '门店地区和货币',
  panel: '货币和门店地区',
  currency: '货币',
  selectCurrency: '选择货币',
  location: '门店地区',
  selectLocation: '选择城市',
  language: '语言',
};

export const account: Messages['account'] = {
  logIn: '登录',
  register: '注册',
  profile: '个人资料',
  settings: '设置',
  logOut: '退出登录',
  logOutDrawer: '退出登录',
  me: '我的账户',
  menu: '菜单',
  closeMenu: '关闭菜单',
  filters: '筛选',
  mobileNav: '移动端菜单',
  aboutUs: '关于我们',
  faq: '常见问题',
  sell: '寄卖',
  dealOfTheDay: '今日特惠',
};

export const search: Messages['search'] = {
  placeholder: '搜索关键词，例如：黑色包包',
};

export const auth: Messages['auth'] = {
  logInTitle: '登录',
  email: '电子邮箱',
  password: '密码',
  forgotPassword: '忘记密码？',
  logIn: '登录',
  otherOptions: '其他登录方式',
  noAccount: '还没有账户？',
  signUp: '立即注册',
  registerTitle: '注册',
  registerLede: '创建账户，购买、寄卖并收藏您心仪的单品。',
  or: '或',
  continueWithEmail: '使用电子邮箱继续',
  continueWith: '使用 {provider} 继续',
  haveAccount: '已有账户？',
  logInInstead: '登录',
  close: '关闭',
  required: '此项为必填项',
  invalidEmail: '电子邮箱格式不正确',
};

export const download: Messages['download'] = {
  name: '下载我们的应用程序',
  text: '下载应用程序，购物更顺畅',
  action: '下载',
  close: '关闭下载横幅',
};

export const status: Messages['status'] = {
  notFoundTitle: '页面未找到',
  notFoundHeading: '页面未找到',
  notFoundText: '您要找的页面已被移动或不存在。',
  continueShopping: '继续购物',
  itemNotFoundTitle: '商品未找到',
  itemNotFoundHeading: '抱歉！',
  itemNotFoundText: '未找到该商品',
  accessDeniedTitle: '无法访问',
  accessDeniedText: '您没有权限访问此页面。',
  logIn: '登录',
  offlineTitle: '您已离线',
  offlineEyebrow: '没有网络连接',
  offlineText: '此页面尚未保存在这台设备上。您最近浏览过的单品仍可查看；恢复网络后即可浏览整个商店。',
  offlineHome: '首页',
  offlineEmpty: '您在线时打开的单品会保存在这里，离线时也能查看。',
};

export const pages: Messages['pages'] = {
  aboutTitle: '关于我们',
  aboutDescription: 'Reluxe 让经鉴定的二手奢侈品焕发第二次生命：我们如何鉴定、寄卖如何进行，以及门店所在。',
  aboutCtaTitle: '寻找您的下一件心仪之选',
  aboutCtaText: '我们的客户顾问乐意在门店或通过电子邮件为您服务。',
  aboutCtaShop: '选购全部单品',
  writeToUs: '给我们写信',
  faqTitle: '常见问题',
  faqDescription: '关于在 Reluxe 购买、出价、寄卖、鉴定、配送、退货和付款的解答。',
  faqEyebrow: '帮助',
  faqHeading: '常见问题',
  faqIntro: '关于在 Reluxe 购买、寄卖和保养二手奢侈品的一切。',
  faqSections: '常见问题分类',
  faqStillTitle: '还有疑问？',
  faqStillText: '我们的客户顾问会在一个工作日内回复。',
  privacyTitle: '隐私政策',
  privacyDescription: 'Reluxe 如何收集、使用和保护您的个人数据。',
  termsTitle: '条款与条件',
  termsDescription: '在 Reluxe 浏览、购买、出价或寄卖时适用的条款。',
};

export const faqSections: Messages['faqSections'] = {
  buying: '购买',
  selling: '出售与寄卖',
  authenticity: '真伪与成色',
  delivery: '配送与退货',
  payment: '付款',
  account: '您的账户',
};
