/**
 * The display typeface comes into use element by element (issue 37, item 2). The head script
 * declares the face before the page's first layout and marks <html data-display-font> once its file
 * can be drawn (src/early/display-font.ts); the serif stacks name it only on the elements set in a
 * serif, so the mark restyles and lays out again their text alone. A face joining a page already laid
 * out lays out all of its text again, and one custom property changed on <html> restyles every
 * element: on a phone's first visit either was the longest task after the first paint.
 *
 * Every rule that sets a font from `var(--serif)` gets a twin, placed right after it (inside the same
 * at-rules), that gives the rule's elements the stack with the face first once <html> is marked. The
 * twin sets the custom property rather than the font, so a rule that sets another font on the same
 * element still wins as it did. Applied to every stylesheet of the build (astro.config.mjs), the
 * components' scoped styles included: a new serif rule needs nothing of its own.
 */
import type { Declaration, Plugin, Rule } from 'postcss';
import { DISPLAY_FONT_ATTRIBUTE, DISPLAY_FONT_FACE } from '../config/display-font-loading.ts';

/** The stack's custom property the rules name, and the fallbacks it holds until the face is in use. */
const SERIF = '--serif';
const SERIF_FALLBACKS = '--serif-fallbacks';

const MARKED_ROOT = `:root[${DISPLAY_FONT_ATTRIBUTE}]`;

function setsSerifFont(node: Rule['nodes'][number]): node is Declaration {
  return node.type === 'decl' && (node.prop === 'font-family' || node.prop === 'font') && node.value.includes(`var(${SERIF})`);
}

/** `.a b` → `:root[data-display-font] .a b`; a selector of the root itself is marked in place. */
export function markedSelector(selector: string): string {
  const trimmed = selector.trim();
  const root = /^(:root|html)(?![\w-])/.exec(trimmed);
  return root ? `${MARKED_ROOT}${trimmed.slice(root[0].length)}` : `${MARKED_ROOT} ${trimmed}`;
}

/** The postcss plugin: a twin after each rule whose font comes from the serif stack. */
export function displayFaceSwitch(family: string = DISPLAY_FONT_FACE.family): Plugin {
  return {
    postcssPlugin: 'display-face-switch',
    Once(root) {
      const serifRules: Rule[] = [];
      root.walkRules((rule) => {
        if (rule.some(setsSerifFont)) serifRules.push(rule);
      });
      for (const rule of serifRules) {
        const twin = rule.clone({ selectors: rule.selectors.map(markedSelector) });
        twin.removeAll();
        twin.append({ prop: SERIF, value: `"${family}", var(${SERIF_FALLBACKS})` });
        rule.after(twin);
      }
    },
  };
}
