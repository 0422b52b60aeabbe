/**
 * Starts the content editor on /admin: loads the Decap CMS bundle from this site (/admin/decap/),
 * gives it the configuration the build generated from the content schemas, and registers previews
 * that use the site's own styles and markup, so an FAQ answer looks as it will on /faq.
 */
import { FAQ_SECTIONS, type FaqSectionKey } from '../../lib/marketing/faq.ts';
import { emptyValuePaths, notSavedMessage, SAVE_CHECKS } from '../../lib/content/editor-checks.ts';
import { ADMIN_ASSETS_PATH } from '../../server/security/headers.ts';
import { watchEditorAccessibility } from './a11y.ts';
import { collectionPreview, homePreview } from './collection-preview.ts';
import type { CreateClass, H, ImmutableMap, PreviewProps } from './decap-types.ts';

interface Boot {
  config: { backend: { repo: string; base_url?: string }; local_backend?: unknown; [key: string]: unknown };
  previewStyles: string[];
}

type Phrases = { ui: { toast: Record<string, string> } & Record<string, unknown> } & Record<string, unknown>;

interface Cms {
  init(options: { config: unknown }): void;
  registerPreviewStyle(url: string): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => unknown }): void;
  getLocale(name: string): Phrases | undefined;
  registerLocale(name: string, phrases: Phrases): void;
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: Cms;
    h?: H;
    createClass?: CreateClass;
  }
}

/** A save the build would refuse: its message is the toast's whole text (no 'Error:' before it). */
class NotSaved extends Error {
  override toString(): string {
    return this.message;
  }
}

/**
 * Before a collection or the home page is saved: the form's emptied optional fields are deleted (an
 * empty field means 'no limit', as in a file), then the build's own schema runs on what would be
 * written (src/lib/content/editor-checks.ts). A refusal stops the save and says why, naming the field.
 */
function checkBeforeSaving(cms: Cms): void {
  // Decap rejects the save's promise with its failure action, which nothing awaits: the toast has
  // already said why, so our own refusal is not also reported as an uncaught error.
  const refusals = new Set<string>();
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    const said = reason !== null && typeof reason === 'object' ? (reason as { payload?: { error?: unknown } }).payload?.error : undefined;
    if (typeof said === 'string' && refusals.has(said)) event.preventDefault();
  });
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const check = SAVE_CHECKS[String(entry.get('collection'))];
      if (!check) return undefined;
      let data = entry.get('data') as ImmutableMap;
      for (const path of emptyValuePaths(data.toJS())) data = data.deleteIn(path);
      const problems = check(data.toJS());
      if (problems.length) {
        const message = notSavedMessage(problems);
        refusals.add(message);
        throw new NotSaved(message);
      }
      return data;
    },
  });
  // Decap's failure toast reads 'Failed to persist entry: …'; ours says plainly that nothing was saved.
  const english = cms.getLocale('en');
  if (english) cms.registerLocale('en', { ...english, ui: { ...english.ui, toast: { ...english.ui.toast, onFailToPersist: 'Not saved. %{details}' } } });
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

function say(message: string): void {
  const box = document.createElement('main');
  box.className = 'cms-message';
  const heading = document.createElement('h1');
  heading.textContent = 'Content editor';
  const text = document.createElement('p');
  text.textContent = message;
  box.append(heading, text);
  document.body.append(box);
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.body.append(script);
  });
}

function text(entry: PreviewProps['entry'], field: string): string {
  const value = entry.getIn(['data', field]);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** /faq's markup for one question, opened (src/pages/faq.astro). */
function faqPreview(h: H) {
  return ({ entry, widgetFor }: PreviewProps) => {
    const section = text(entry, 'section') as FaqSectionKey;
    return h(
      'div',
      { className: 'container mk-faq', style: { paddingTop: '24px' } },
      h(
        'div',
        { className: 'mk-faq__groups' },
        h(
          'section',
          { className: 'mk-faq__group' },
          h('h2', null, FAQ_SECTIONS[section] ?? 'Choose a section'),
          h(
            'details',
            { className: 'mk-faq__item', open: true },
            h('summary', null, h('span', null, text(entry, 'question')), h('span', { className: 'mk-faq__icon', 'aria-hidden': 'true' })),
            h('div', { className: 'mk-faq__answer prose mk-prose' }, widgetFor('body')),
          ),
        ),
      ),
    );
  };
}

/** /about-us's markup for one section (src/pages/about-us.astro). */
function aboutPreview(h: H) {
  return ({ entry, widgetFor }: PreviewProps) => {
    const highlights = (entry.getIn(['data', 'highlights']) as { toJS?: () => { figure?: string; label?: string }[] } | undefined)?.toJS?.() ?? [];
    const eyebrow = text(entry, 'eyebrow');
    return h(
      'div',
      { className: 'container mk-about' },
      h(
        'section',
        { className: 'mk-about__section' },
        h(
          'div',
          { className: 'mk-about__lead' },
          eyebrow ? h('p', { className: 'eyebrow' }, eyebrow) : null,
          h('h2', null, text(entry, 'title')),
          highlights.length
            ? h(
                'dl',
                { className: 'mk-about__figures' },
                ...highlights.map((item) => h('div', null, h('dt', null, item.label ?? ''), h('dd', null, item.figure ?? ''))),
              )
            : null,
        ),
        h('div', { className: 'prose mk-prose' }, widgetFor('body')),
      ),
    );
  };
}

/** A banner as the home and about pages show it (src/components/banners/ContentBanner.astro). */
function bannerPreview(h: H) {
  return ({ entry, widgetFor, getAsset }: PreviewProps) => {
    const image = text(entry, 'image');
    const eyebrow = text(entry, 'eyebrow');
    const label = entry.getIn(['data', 'button', 'label']);
    return h(
      'section',
      { className: 'content-banner' },
      h('div', { className: 'content-banner__media' }, image ? h('img', { src: String(getAsset(image)), alt: text(entry, 'imageAlt') }) : null),
      h(
        'div',
        { className: 'content-banner__text' },
        eyebrow ? h('p', { className: 'eyebrow' }, eyebrow) : null,
        h('h2', { className: 'content-banner__header' }, text(entry, 'header')),
        h('div', { className: 'content-banner__body' }, widgetFor('body')),
        typeof label === 'string' && label ? h('span', { className: 'btn' }, label) : null,
      ),
    );
  };
}

async function start(): Promise<void> {
  const data = document.getElementById('cms-boot')?.textContent;
  if (!data) return say('The editor’s configuration is missing from this build.');
  const boot = JSON.parse(data) as Boot;
  const local = isLoopback(location.hostname) && Boolean(boot.config.local_backend);
  if (!boot.config.backend.repo && !local)
    return say('The editor is not configured for this site yet: the build needs PUBLIC_CMS_GITHUB_REPO (see docs/marketing-editor.md).');
  // The OAuth exchange runs on this site (functions/api/cms).
  boot.config.backend.base_url = location.origin;

  window.CMS_MANUAL_INIT = true;
  await loadScript(`${ADMIN_ASSETS_PATH}/decap-cms.js`);
  const { CMS, h, createClass } = window;
  if (!CMS || !h || !createClass) return say('The editor could not start.');
  for (const style of boot.previewStyles) CMS.registerPreviewStyle(style);
  CMS.registerPreviewTemplate('faq', faqPreview(h));
  CMS.registerPreviewTemplate('about', aboutPreview(h));
  // The banners are a folder collection (one file per language, the editor's i18n): one preview.
  CMS.registerPreviewTemplate('banners', bannerPreview(h));
  // Collections: the rule's live count and first pieces, from this store's catalog API.
  CMS.registerPreviewTemplate('collections', collectionPreview(h, createClass));
  CMS.registerPreviewTemplate('home', homePreview(h));
  checkBeforeSaving(CMS);
  watchEditorAccessibility();
  CMS.init({ config: boot.config });
}

start().catch((error: unknown) => {
  console.error(error);
  say('The editor could not start. Reload the page; if it happens again, tell the web team.');
});
