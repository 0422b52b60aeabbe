// js-yaml is the parser Astro reads Markdown front matter with (a dependency of astro); the tests read
// the seeded files with it, as the build does. It ships no types of its own: the one function used.
declare module 'js-yaml' {
  export function load(text: string): unknown;
}
