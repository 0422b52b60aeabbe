/**
 * What the editor at /admin checks before it saves a collection or the home page, and what its
 * preview pane says about a collection (issue 36). Pure: the checks are the build's own zod schemas
 * (schemas.ts: collectionSchema, homePageSchema), run on the form's data, so the editor refuses
 * exactly the files the build would refuse, with the same messages; no rule is written twice.
 */
import { z } from 'astro/zod';
import { formatPrice } from '../format/money.ts';
import { type Schedule, schedulePhase, singaporeTimeToEpoch } from '../collections/schedule.ts';
import { PRESENTATION } from './cms-config.ts';
import { type CollectionRule, collectionProblems, collectionRuleSchema, collectionSchema, DEFAULT_MINIMUM_COUNT, homePageSchema } from './schemas.ts';

type Path = (string | number)[];

/**
 * Where the form holds a value the person emptied ('' or null: an optional text, number or date
 * cleared, an empty line in a list). The editor deletes them before checking and saving, so the file
 * holds only what was filled in and an emptied optional field means 'no limit', as in a file.
 * Deepest and last first, so deleting them in this order keeps the other paths valid.
 */
export function emptyValuePaths(value: unknown): Path[] {
  const found: Path[] = [];
  const walk = (node: unknown, path: Path): void => {
    if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, index]));
    else if (node !== null && typeof node === 'object') for (const [key, child] of Object.entries(node as Record<string, unknown>)) walk(child, [...path, key]);
    else if (path.length > 0 && (node === null || (typeof node === 'string' && node.trim() === ''))) found.push(path);
  };
  walk(value, []);
  return found.reverse();
}

/** The value without the emptied fields (the same deletions the editor makes on its own data). */
export function withoutEmptyValues<T>(value: T): T {
  const copy = structuredClone(value) as unknown;
  for (const path of emptyValuePaths(copy)) {
    const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], copy);
    const last = path[path.length - 1] as string | number;
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete (parent as Record<string, unknown>)[last as string];
  }
  return copy as T;
}

interface Labelled {
  label: string;
  fields?: Record<string, Labelled>;
}

/** The label the form shows for a path ('rule.priceMax' → 'Highest price (S$)'). */
function labelOf(presentation: Record<string, Labelled>, path: readonly PropertyKey[]): string | null {
  let fields: Record<string, Labelled> | undefined = presentation;
  let label: string | null = null;
  for (const key of path) {
    if (typeof key === 'number') continue;
    const field: Labelled | undefined = fields?.[String(key)];
    if (!field) break;
    label = field.label;
    fields = field.fields;
  }
  return label;
}

function labelsIn(presentation: Record<string, Labelled>): string[] {
  return Object.values(presentation).flatMap((field) => [field.label, ...labelsIn(field.fields ?? {})]);
}

/** The home page's list item is 'Collection' in the form; the schema's message says which list. */
const NAMED_ELSEWHERE = ['Home page collection'];

/**
 * A zod issue as the editor says it: the schema's own message when it names a field (every rule
 * of schemas.ts does), else the field's label and what to do.
 */
function messageOf(issue: z.core.$ZodIssue, presentation: Record<string, Labelled>): string {
  const label = labelOf(presentation, issue.path) ?? 'This entry';
  if ([...labelsIn(presentation), ...NAMED_ELSEWHERE].some((name) => issue.message.startsWith(`${name}:`))) return issue.message;
  if (issue.code === 'invalid_type' || issue.code === 'too_small') return `${label}: fill this in`;
  return `${label}: ${issue.message}`;
}

function problemsOf(schema: z.ZodType, data: unknown, presentation: Record<string, Labelled>): string[] {
  const result = schema.safeParse(withoutEmptyValues(data));
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => messageOf(issue, presentation)))];
}

/** The build's collection schema; the hero image is a plain path in the editor. */
const COLLECTION = collectionSchema(z.string());

/** Why the build would refuse this collection (empty: it may be saved). Each message names its field. */
export function collectionSaveProblems(data: unknown): string[] {
  return problemsOf(COLLECTION, data, PRESENTATION.collections);
}

/** Why the build would refuse this home page file. */
export function homeSaveProblems(data: unknown): string[] {
  return problemsOf(homePageSchema, data, PRESENTATION.home);
}

/** The checks before saving, by the editor's collection name; the others rely on the form's own checks. */
export const SAVE_CHECKS: Record<string, (data: unknown) => string[]> = {
  collections: collectionSaveProblems,
  home: homeSaveProblems,
};

/** The message a refused save shows (the editor's toast): every problem, and what to do. */
export function notSavedMessage(problems: readonly string[]): string {
  return `${problems.join('. ')}. Correct ${problems.length === 1 ? 'it' : 'them'} and save again.`;
}

/**
 * The rule the preview asks the catalog about, when the rule itself is one the catalog can answer
 * (its fields and the checks between them, such as a price range upside down); the other fields may
 * still be empty while the person writes.
 */
export function previewRule(data: unknown): CollectionRule | null {
  const rule = data !== null && typeof data === 'object' ? (data as { rule?: unknown }).rule : undefined;
  const parsed = collectionRuleSchema.safeParse(withoutEmptyValues(rule ?? {}));
  if (!parsed.success) return null;
  const betweenFields = collectionProblems({ rule: parsed.data, sort: 'newest', start: undefined, end: undefined });
  return betweenFields.some((problem) => problem.path[0] === 'rule') ? null : parsed.data;
}

const pieces = (count: number) => `${count.toLocaleString('en-SG')} ${count === 1 ? 'piece' : 'pieces'}`;

export type CountTone = 'ok' | 'short' | 'none';

/** What the preview says of the rule's count against the collection's minimum. */
export function countMessage(count: number, minimum: number = DEFAULT_MINIMUM_COUNT): { tone: CountTone; headline: string; advice: string | null } {
  if (count === 0)
    return {
      tone: 'none',
      headline: 'No piece matches this rule now',
      advice:
        'Shoppers would find an empty collection: the home page leaves it out and its page says so. Widen the rule (fewer conditions, more houses or a wider price range) before publishing.',
    };
  if (count < minimum)
    return {
      tone: 'short',
      headline: `Only ${pieces(count)} ${count === 1 ? 'matches' : 'match'} this rule now, fewer than the minimum of ${minimum}`,
      advice: 'The home page leaves this collection out and its page says there are too few pieces. Widen the rule, or lower the minimum count.',
    };
  return { tone: 'ok', headline: `${pieces(count)} ${count === 1 ? 'matches' : 'match'} this rule now`, advice: null };
}

const shown = (text: string) => `${text.replace('T', ' ')} Singapore time`;

/** What the preview says of the schedule at `nowMs` (dates are refused elsewhere when they do not exist). */
export function scheduleMessage(schedule: Schedule, nowMs: number): string {
  const start = schedule.start && singaporeTimeToEpoch(schedule.start) !== null ? schedule.start : undefined;
  const end = schedule.end && singaporeTimeToEpoch(schedule.end) !== null ? schedule.end : undefined;
  switch (schedulePhase({ start, end }, nowMs)) {
    case 'upcoming':
      return `Starts ${shown(start ?? '')}: until then shoppers do not see it${end ? `; it ends ${shown(end)}` : ''}.`;
    case 'ended':
      return `Ended ${shown(end ?? '')}: shoppers see a page saying it has ended. Move the end later to bring it back.`;
    default:
      return end ? `Live now, until ${shown(end)}.` : 'Live now, with no end date.';
  }
}

/** A card's price line in the preview (the catalog answers in SGD for the preview). */
export function previewPrice(amount: number | null | undefined): string {
  return formatPrice(amount, 'S$');
}
