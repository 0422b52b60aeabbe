import { describe, expect, it } from 'vitest';
import { FAQ_SECTION_KEYS, groupFaq, questionAnchor, type FaqQuestion } from '../../../src/lib/marketing/faq.ts';
import { answers } from '../answers.ts';

const q = (id: string, section: FaqQuestion['section'], order: number, question = `${id}?`): FaqQuestion => ({ id, section, order, question });

describe('groupFaq', () => {
  it('keeps the fixed section order, sorts questions by order then text, and drops empty sections', () => {
    const groups = groupFaq([q('pay', 'payment', 1), q('b2', 'buying', 2), q('sell', 'selling', 1), q('b1', 'buying', 1), q('b0', 'buying', 2, 'Aardvark?')]);
    expect(groups.map((g) => [g.key, g.title, g.questions.map((x) => x.id)])).toEqual([
      ['buying', 'Buying', ['b1', 'b0', 'b2']],
      ['selling', 'Selling & consigning', ['sell']],
      ['payment', 'Payment', ['pay']],
    ]);
  });

  it('has a section for selling, which the empty consignments list links to (/faq#selling)', () => {
    expect(FAQ_SECTION_KEYS).toContain('selling');
  });

  answers(
    questionAnchor,
    [
      ['make-an-offer', 'faq-make-an-offer'],
      ['Returns & Refunds', 'faq-returns-refunds'],
    ],
    'questionAnchor(%s) = %s',
  );
});
