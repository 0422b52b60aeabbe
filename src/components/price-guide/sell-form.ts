/**
 * /sell's one small script (issue 25): the model choices narrow to the chosen house, and the size and
 * material choices follow the model typed. The form works without it (the edge renders each answer,
 * src/edge/price-guide-edge.ts); it only saves a round trip per choice.
 *
 * On another language's page (issue 26) the form carries its words in data attributes
 * (SellEstimate.tsx): the choices' 'Any …' labels, and what a missing house or model is told, said
 * instead of the browser's own message (which speaks the browser's language, not the page's). An
 * English page carries none and keeps the browser's message.
 */
import { sell } from '../../lib/i18n/messages/en-sell.ts';
import { SELL_LINES_ID, type SellLine } from '../../lib/price-guide/lines.ts';

const lower = (text: string) => text.trim().toLowerCase();

function fill(select: HTMLSelectElement, values: readonly string[], anyLabel: string, label: (value: string) => string = String): void {
  const kept = select.value;
  select.replaceChildren(new Option(anyLabel, ''), ...values.map((value) => new Option(label(value), value)));
  select.value = values.includes(kept) ? kept : '';
}

/** A required control that is empty says `message` (when the page gives one) instead of the browser's words. */
function sayWhenMissing(control: HTMLInputElement | HTMLSelectElement, message: string | undefined): void {
  if (!message) return;
  control.addEventListener('invalid', () => {
    if (control.validity.valueMissing || control.validity.customError) control.setCustomValidity(control.value.trim() ? '' : message);
  });
  const clear = () => control.setCustomValidity('');
  control.addEventListener('input', clear);
  control.addEventListener('change', clear);
}

export function bindSellForm(root: Document = document): void {
  const form = root.querySelector<HTMLFormElement>('[data-sell-form]');
  const block = root.getElementById(SELL_LINES_ID);
  if (!form || !block?.textContent) return;
  const lines = JSON.parse(block.textContent) as SellLine[];
  const brand = form.querySelector<HTMLSelectElement>('select[name="brand"]');
  const model = form.querySelector<HTMLInputElement>('input[name="model"]');
  const list = root.getElementById('sell-models');
  const size = form.querySelector<HTMLSelectElement>('select[name="size"]');
  const material = form.querySelector<HTMLSelectElement>('select[name="material"]');
  if (!brand || !model || !list || !size || !material) return;
  const words = form.dataset;
  sayWhenMissing(brand, words['houseMissing']);
  sayWhenMissing(model, words['modelMissing']);
  // A material in the page's language, as the edge rendered it (English pages carry no table).
  const materialWords = JSON.parse(words['materialWords'] ?? '{}') as Record<string, string>;
  const materialLabel = (value: string) => (Object.hasOwn(materialWords, value) ? (materialWords[value] ?? value) : value);

  const lineNow = () => lines.find(([b, m]) => (!brand.value || b === brand.value) && lower(m) === lower(model.value));
  const follow = () => {
    const line = lineNow();
    if (line && !brand.value) brand.value = line[0];
    fill(size, line?.[2] ?? [], line && line[2].length === 0 ? (words['oneSize'] ?? sell.oneSize) : (words['anySize'] ?? sell.anySize));
    fill(material, line?.[3] ?? [], words['anyMaterial'] ?? sell.anyMaterial, materialLabel);
  };
  const narrow = () => {
    const models = [...new Set(lines.filter(([b]) => !brand.value || b === brand.value).map(([, m]) => m))];
    list.replaceChildren(...models.map((m) => new Option(m, m)));
    if (model.value && !models.some((m) => lower(m) === lower(model.value))) model.value = '';
    follow();
  };
  brand.addEventListener('change', narrow);
  model.addEventListener('input', follow);
  model.addEventListener('change', follow);
  narrow();
}
