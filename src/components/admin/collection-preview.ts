/**
 * The editor's preview of a collection (issue 36): how many pieces its rule finds now and the first
 * of them, asked of this store's catalog API with the very query the collection page sends
 * (collectionRuleToQuery), so marketing sees a rule that finds nothing, or fewer pieces than the
 * minimum, before publishing. It also says what the build would refuse (the schema's messages) and
 * where the schedule stands. And the home page file's preview: its collections in order.
 */
import { collectionRuleToQuery } from '../../lib/collections/rule-query.ts';
import { collectionSaveProblems, countMessage, previewPrice, previewRule, scheduleMessage, withoutEmptyValues } from '../../lib/content/editor-checks.ts';
import { DEFAULT_MINIMUM_COUNT, type HOME_FORMS } from '../../lib/content/schemas.ts';
import type { ProductCard, ProductListResponse } from '../../lib/contract/catalog.ts';
import { INVENTORY_STATUS } from '../../lib/contract/catalog.ts';
import type { CreateClass, H, PreviewProps } from './decap-types.ts';

/** How many pieces the preview shows. */
export const PREVIEW_CARDS = 4;
/** The wait after the last keystroke before asking the catalog. */
const QUIET_MS = 350;

interface Data {
  title?: string;
  heroImage?: string;
  heroAlt?: string;
  minimumCount?: number;
  sort?: string;
  start?: string;
  end?: string;
  pinned?: string[];
}

type Answer =
  | { state: 'idle' }
  | { state: 'loading'; query: string }
  | { state: 'done'; query: string; count: number; cards: ProductCard[]; pinned: { asked: number; available: number } }
  | { state: 'failed'; query: string };

interface Instance {
  props: PreviewProps;
  state: { answer: Answer };
  setState(state: { answer: Answer }): void;
  timer?: ReturnType<typeof setTimeout>;
  asked?: string;
}

function dataOf(props: PreviewProps): Data & Record<string, unknown> {
  const data = (props.entry.getIn(['data']) as { toJS?: () => unknown } | undefined)?.toJS?.();
  return withoutEmptyValues((data ?? {}) as Data & Record<string, unknown>);
}

/** The catalog query of the preview: the rule's first page, in SGD; null when the rule itself is refused. */
function queryOf(data: Data): string | null {
  const rule = previewRule(data);
  if (!rule) return null;
  const sort = data.sort === 'newest' || data.sort === 'price_asc' || data.sort === 'price_desc' || data.sort === 'relevance' ? data.sort : undefined;
  return collectionRuleToQuery(rule, { sort, pageSize: PREVIEW_CARDS, currency: 'SGD' });
}

async function ask(query: string, pinned: string[]): Promise<Answer> {
  const list = fetch(`/api/v2/inventories?${query}`, { headers: { Accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`catalog answered ${res.status}`);
    return (await res.json()) as ProductListResponse;
  });
  // Pinned pieces: the ones still for sale show first on the page.
  const pins = pinned.length
    ? fetch(`/api/v2/inventories?${new URLSearchParams({ ids: pinned.join(','), currency: 'SGD' })}`).then(async (res) =>
        res.ok ? ((await res.json()) as ProductListResponse).data : [],
      )
    : Promise.resolve([] as ProductCard[]);
  const [answer, pinnedCards] = await Promise.all([list, pins.catch(() => [] as ProductCard[])]);
  const available = pinnedCards.filter((card) => card.status === INVENTORY_STATUS.AVAILABLE);
  const seen = new Set(available.map((card) => card.id));
  const cards = [...available, ...answer.data.filter((card) => !seen.has(card.id))].slice(0, PREVIEW_CARDS);
  return { state: 'done', query, count: answer.total_count, cards, pinned: { asked: pinned.length, available: available.length } };
}

function card(h: H, item: ProductCard) {
  const image = item.assets[0]?.normal_thumbnail_url;
  const sold = item.status === INVENTORY_STATUS.SOLD;
  return h(
    'li',
    { className: 'cms-collection__card', key: item.id },
    image ? h('img', { src: image, alt: `${item.brand} ${item.model}`, width: 400, height: 400, loading: 'lazy' }) : null,
    h('p', { className: 'cms-collection__brand' }, item.brand),
    h('p', { className: 'cms-collection__model' }, item.model),
    h('p', { className: 'cms-collection__price' }, sold ? `Sold ${previewPrice(item.sold_price ?? item.selling_price)}` : previewPrice(item.selling_price)),
  );
}

function status(h: H, data: Data, answer: Answer, problems: string[], answerable: boolean) {
  const minimum = typeof data.minimumCount === 'number' ? data.minimumCount : DEFAULT_MINIMUM_COUNT;
  const parts: unknown[] = [];
  if (!answerable)
    parts.push(
      h(
        'p',
        { className: 'cms-collection__advice', key: 'count' },
        'The catalog cannot answer this rule yet: correct it as the list below says, and the count of the pieces it finds shows here.',
      ),
    );
  else if (answer.state === 'loading' || answer.state === 'idle')
    parts.push(h('p', { className: 'cms-collection__count', key: 'count' }, 'Counting the pieces this rule finds…'));
  else if (answer.state === 'failed')
    parts.push(
      h(
        'p',
        { className: 'cms-collection__advice cms-collection__count--none', key: 'count' },
        'The store’s catalog did not answer, so the count is unknown. Check your connection and reload the editor; the rule itself can still be saved.',
      ),
    );
  else if (answer.state === 'done') {
    const said = countMessage(answer.count, minimum);
    parts.push(h('p', { className: `cms-collection__count cms-collection__count--${said.tone}`, key: 'count', 'data-count': answer.count }, said.headline));
    if (said.advice) parts.push(h('p', { className: 'cms-collection__advice', key: 'advice' }, said.advice));
    if (answer.pinned.asked > answer.pinned.available)
      parts.push(
        h(
          'p',
          { className: 'cms-collection__advice', key: 'pins' },
          `Pinned pieces: ${answer.pinned.available} of ${answer.pinned.asked} are for sale and show first; the others have sold or are gone and are left out. Remove them from Pinned pieces when you next edit.`,
        ),
      );
  }
  parts.push(h('p', { className: 'cms-collection__schedule', key: 'schedule' }, scheduleMessage({ start: data.start, end: data.end }, Date.now())));
  if (problems.length)
    parts.push(
      h(
        'div',
        { className: 'cms-collection__problems', key: 'problems' },
        h('p', null, 'Not ready to save:'),
        h('ul', null, ...problems.map((problem) => h('li', { key: problem }, problem))),
      ),
    );
  return h('section', { className: 'cms-collection__status', 'aria-label': 'What this rule finds now', 'aria-live': 'polite' }, ...parts);
}

/** A collection as its page will show it, with the rule's live count (Decap preview template). */
export function collectionPreview(h: H, createClass: CreateClass) {
  return createClass({
    getInitialState(): { answer: Answer } {
      return { answer: { state: 'idle' } };
    },
    componentDidMount(this: Instance) {
      this.asked = undefined;
      refresh(this);
    },
    componentDidUpdate(this: Instance) {
      refresh(this);
    },
    componentWillUnmount(this: Instance) {
      clearTimeout(this.timer);
      this.asked = '\u0000gone';
    },
    render(this: Instance) {
      const { props } = this;
      const data = dataOf(props);
      const answer = this.state.answer;
      const problems = collectionSaveProblems(data);
      const answerable = queryOf(data) !== null;
      const image = typeof data.heroImage === 'string' ? data.heroImage : '';
      return h(
        'div',
        { className: 'container cms-collection' },
        h(
          'header',
          { className: 'cms-collection__head' },
          image
            ? h('img', {
                className: 'cms-collection__hero',
                // The hero's own media folder (src/assets/collections), not the site-wide one.
                src: String(
                  props.getAsset(
                    image,
                    props.fields?.find((field) => field.get('name') === 'heroImage'),
                  ),
                ),
                alt: data.heroAlt ?? '',
              })
            : null,
          h('p', { className: 'eyebrow' }, 'Collection'),
          h('h1', { className: 'cms-collection__title' }, data.title || 'Untitled collection'),
          h('div', { className: 'prose mk-prose cms-collection__intro' }, props.widgetFor('body')),
        ),
        status(h, data, answer, problems, answerable),
        answerable && answer.state === 'done' && answer.cards.length
          ? h('ul', { className: 'cms-collection__grid', 'aria-label': 'The first pieces' }, ...answer.cards.map((item) => card(h, item)))
          : null,
      );
    },
  });
}

/** Asks the catalog again when the rule, sort or pins changed, once typing has paused. */
function refresh(instance: Instance): void {
  const data = dataOf(instance.props);
  const query = queryOf(data);
  const pinned = (Array.isArray(data.pinned) ? data.pinned : []).filter((id) => /^[1-9]\d{0,8}$/.test(String(id))).map(String);
  const key = query === null ? null : `${query}|${pinned.join(',')}`;
  if (key === instance.asked) return;
  instance.asked = key ?? undefined;
  clearTimeout(instance.timer);
  if (query === null || key === null) {
    if (instance.state.answer.state !== 'idle') instance.setState({ answer: { state: 'idle' } });
    return;
  }
  instance.timer = setTimeout(() => {
    instance.setState({ answer: { state: 'loading', query } });
    ask(query, pinned)
      .catch((): Answer => ({ state: 'failed', query }))
      .then((answer) => {
        // A newer rule was asked meanwhile: its answer wins.
        if (instance.asked === key) instance.setState({ answer });
      });
  }, QUIET_MS);
}

const FORM_LABELS: Record<(typeof HOME_FORMS)[number], string> = { tiles: 'tiles', carousel: 'carousel' };

/** The home page file: its collections in the order and places they show. */
export function homePreview(h: H) {
  return ({ entry }: PreviewProps) => {
    const data = withoutEmptyValues(((entry.getIn(['data']) as { toJS?: () => unknown } | undefined)?.toJS?.() ?? {}) as Record<string, unknown>);
    const items = (Array.isArray(data.collections) ? data.collections : []) as { collection?: string; form?: 'tiles' | 'carousel'; afterGroup?: number }[];
    return h(
      'div',
      { className: 'container cms-collection' },
      h('h1', { className: 'cms-collection__title' }, 'Home page'),
      h('p', null, `Hero banner: ${typeof data.hero === 'string' ? data.hero : 'home'}`),
      items.length
        ? h(
            'ol',
            { className: 'cms-home__list' },
            ...items.map((item, index) =>
              h(
                'li',
                { key: `${item.collection}-${index}` },
                `${item.collection ?? 'Choose a collection'}: ${FORM_LABELS[item.form ?? 'tiles'] ?? 'tiles'}, after ${item.afterGroup ?? 1} of the store’s home carousels`,
              ),
            ),
          )
        : h('p', null, 'No collection on the home page: add one under “Collections on the home page”.'),
      h('p', { className: 'cms-collection__advice' }, 'A collection shows only while it is live and finds at least its minimum count of pieces.'),
    );
  };
}
