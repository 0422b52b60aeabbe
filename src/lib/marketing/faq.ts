/** The FAQ's sections and how questions are grouped under them. Pure. */

/** Sections in page order; a question's front matter names its section by key. The key is also the anchor (/faq#selling). */
export const FAQ_SECTIONS = {
  buying: 'Buying',
  selling: 'Selling & consigning',
  authenticity: 'Authenticity & condition',
  delivery: 'Delivery & returns',
  payment: 'Payment',
  account: 'Your account',
} as const;
export type FaqSectionKey = keyof typeof FAQ_SECTIONS;
export const FAQ_SECTION_KEYS = /* @__PURE__ */ Object.keys(FAQ_SECTIONS) as [FaqSectionKey, ...FaqSectionKey[]];

export interface FaqQuestion {
  id: string;
  question: string;
  section: FaqSectionKey;
  order: number;
}

export interface FaqGroup<Q extends FaqQuestion> {
  key: FaqSectionKey;
  title: string;
  questions: Q[];
}

/** Sections in their fixed order, questions by `order` then by question; empty sections are left out. */
export function groupFaq<Q extends FaqQuestion>(questions: readonly Q[]): FaqGroup<Q>[] {
  return FAQ_SECTION_KEYS.map((key) => ({
    key,
    title: FAQ_SECTIONS[key],
    questions: questions.filter((q) => q.section === key).sort((a, b) => a.order - b.order || a.question.localeCompare(b.question)),
  })).filter((group) => group.questions.length > 0);
}

/** An element id for a question, stable across builds: 'faq-' + the file name. */
export function questionAnchor(id: string): string {
  return `faq-${id
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}`;
}
