import { STORE_NAME } from '../../../lib/config/storefront.ts';
import { DEFAULT_LOCALE, langTag, type Locale } from '../../../lib/i18n/locales.ts';
import { format, messagesOf } from '../../../lib/i18n/messages.ts';
import type { MailMessage } from './mail-port.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; href: string },
  extra: { bodyHtml?: string; footerHtml?: string; lang?: string } = {},
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('') + (extra.bodyHtml ?? '');
  return (
    `<!doctype html><html lang="${escapeHtml(extra.lang ?? 'en')}"><body style="margin:0;background:#faf8f3;font-family:Helvetica,Arial,sans-serif;color:#111">` +
    `<div style="max-width:520px;margin:0 auto;padding:40px 24px">` +
    `<p style="letter-spacing:.2em;text-transform:uppercase;font-size:12px;color:#8a7440">${escapeHtml(STORE_NAME)}</p>` +
    `<h1 style="font-family:Georgia,serif;font-weight:400;font-size:28px">${escapeHtml(heading)}</h1>${body}` +
    `<p><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#111;color:#fff;padding:12px 24px;` +
    `text-decoration:none;letter-spacing:.1em;text-transform:uppercase;font-size:13px">${escapeHtml(action.label)}</a></p>` +
    `<p style="font-size:12px;color:#555">${escapeHtml(action.href)}</p>${extra.footerHtml ?? ''}</div></body></html>`
  );
}

/** What a mail with one call to action says: its subject, heading, paragraphs and the button. */
interface ActionMailWords {
  subject: string;
  title: string;
  lines: string[];
  /** The button; textLead introduces the bare link in the plain-text part. */
  action: { label: string; href: string; textLead: string };
}

/** A mail with one call to action: the same words as plain text and as HTML. */
function actionMail(to: string, locale: Locale, { subject, title, lines, action }: ActionMailWords): MailMessage {
  return {
    to,
    subject,
    text: `${lines.join('\n\n')}\n\n${action.textLead}: ${action.href}\n`,
    html: layout(title, lines, { label: action.label, href: action.href }, { lang: langTag(locale) }),
  };
}

/** The mail's words in the shopper's language (issue 26): English when the profile names none. */
function mailWords(locale: Locale) {
  const words = messagesOf(locale).mail;
  return {
    ...words,
    say: (message: string) => format(message, { store: STORE_NAME }),
    greeting: (fullName: string) => (fullName ? format(words.greeting, { name: fullName }) : words.greetingNoName),
  };
}

export function activationMail(to: string, fullName: string, link: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const m = mailWords(locale);
  const lines = [m.greeting(fullName), m.say(m.activationWelcome), m.activationIgnore];
  const action = { label: m.activationAction, href: link, textLead: m.activationTitle };
  return actionMail(to, locale, { subject: m.say(m.activationSubject), title: m.activationTitle, lines, action });
}

export function passwordResetMail(to: string, fullName: string, link: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const m = mailWords(locale);
  const lines = [m.greeting(fullName), m.resetRequest, m.resetIgnore];
  const action = { label: m.resetAction, href: link, textLead: m.resetTitle };
  return actionMail(to, locale, { subject: m.say(m.resetSubject), title: m.resetTitle, lines, action });
}

/** The storefront page that opens the login dialog (spec section 2: ?login=1). */
export const LOGIN_PATH = '/?login=1';

/** To the owner of an address someone tried to register again (register answers as for a new address). */
export function registrationAttemptMail(to: string, fullName: string, loginLink: string, locale: Locale = DEFAULT_LOCALE): MailMessage {
  const m = mailWords(locale);
  const lines = [m.greeting(fullName), m.say(m.attemptTried), m.attemptIfYou, m.attemptIfNot];
  const action = { label: m.attemptAction, href: loginLink, textLead: m.attemptAction };
  return actionMail(to, locale, { subject: m.say(m.attemptSubject), title: m.attemptTitle, lines, action });
}

/** One part of the alert digest: a saved search's new pieces, or the favourites that changed. */
export interface DigestSection {
  title: string;
  items: { text: string; href: string }[];
  /** A link to everything (the saved search itself), when the items are only the newest few. */
  more?: { text: string; href: string };
}

/**
 * The alert digest (issue 14): favourites that dropped in price or sold, and new pieces matching saved
 * searches, in the same layout as every other mail; the signed unsubscribe link works without logging in.
 */
export function alertDigestMail(
  to: string,
  fullName: string,
  sections: DigestSection[],
  links: { savedSearches: string; settings: string; unsubscribe: string },
  cadence: 'daily' | 'weekly',
  locale: Locale = DEFAULT_LOCALE,
): MailMessage {
  const m = mailWords(locale);
  const d = messagesOf(locale).digest;
  const intro = [m.greeting(fullName), d.intro];
  const sectionHtml = sections
    .map(
      (section) =>
        `<h2 style="font-family:Georgia,serif;font-weight:400;font-size:20px;margin:28px 0 8px">${escapeHtml(section.title)}</h2>` +
        `<ul style="margin:0 0 8px;padding-left:20px">` +
        section.items
          .map((item) => `<li style="margin:0 0 6px"><a href="${escapeHtml(item.href)}" style="color:#111">${escapeHtml(item.text)}</a></li>`)
          .join('') +
        `</ul>` +
        (section.more
          ? `<p style="margin:0 0 16px"><a href="${escapeHtml(section.more.href)}" style="color:#8a7440">${escapeHtml(section.more.text)}</a></p>`
          : ''),
    )
    .join('');
  const whyShort = m.say(cadence === 'weekly' ? d.whyWeekly : d.whyDaily);
  const why = `${whyShort} ${format(d.settingsLine, { link: links.settings })}`;
  const footerHtml =
    `<p style="font-size:12px;color:#555;margin-top:32px">${escapeHtml(whyShort)} ` +
    `<a href="${escapeHtml(links.settings)}" style="color:#555">${escapeHtml(d.changeOften)}</a> · ` +
    `<a href="${escapeHtml(links.unsubscribe)}" style="color:#555">${escapeHtml(d.turnOff)}</a></p>`;
  const textSections = sections.map((section) =>
    [
      section.title,
      ...section.items.map((item) => `- ${item.text}: ${item.href}`),
      ...(section.more ? [`${section.more.text}: ${section.more.href}`] : []),
    ].join('\n'),
  );
  return {
    to,
    subject: m.say(d.subject),
    text: `${[...intro, ...textSections].join('\n\n')}\n\n${d.seeSaved}: ${links.savedSearches}\n\n${why}\n${d.turnOff}: ${links.unsubscribe}\n`,
    html: layout(d.title, intro, { label: d.action, href: links.savedSearches }, { bodyHtml: sectionHtml, footerHtml, lang: langTag(locale) }),
  };
}
