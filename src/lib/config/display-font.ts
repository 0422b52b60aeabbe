/**
 * The display typeface's (Cormorant Garamond) weights (issue 22): the span of its weight axis the
 * subset keeps (`npm run fonts`, src/cli/fonts.ts) and the face the pages declare
 * (display-font-loading.ts) are the same.
 */

/** The weights the styles give the serif (400 to 600, 700 for a bold run); the subset keeps that span of the axis. */
export const DISPLAY_FONT_WEIGHTS = { min: 400, max: 700, headings: 500 } as const;
