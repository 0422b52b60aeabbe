import { describe, expect, it } from 'vitest';
import { astroModuleCode } from '../../../src/cli/check-floors.ts';

/** What the floors check sees of an `.astro` file: the imports of its frontmatter and bundled scripts. */
const importsOf = (code: string) => [...code.matchAll(/from '([^']+)'|import\('([^']+)'\)|import '([^']+)'/g)].map((m) => m[1] ?? m[2] ?? m[3]);

describe('astroModuleCode', () => {
  const cases: { name: string; source: string; imports: string[] }[] = [
    {
      name: 'frontmatter imports, value and type',
      source:
        "---\nimport StoreLayout from '../layouts/StoreLayout.astro';\nimport type { Locale } from '../lib/i18n/locales.ts';\nconst { locale } = Astro.props;\n---\n<StoreLayout><p>{locale}</p></StoreLayout>\n",
      imports: ['../layouts/StoreLayout.astro', '../lib/i18n/locales.ts'],
    },
    {
      name: 'a bundled script, its static and dynamic imports',
      source:
        "---\nimport Card from './Card.tsx';\n---\n<Card />\n<script>\n  // Binds the card.\n  import { start } from './start.ts';\n  start(() => import('./later.ts'));\n</script>\n",
      imports: ['./Card.tsx', './start.ts', './later.ts'],
    },
    {
      name: 'no frontmatter, a side-effect import in a script',
      source: '<div id="x"></div>\n<script>\n  import \'../styles/page.css\';\n</script>\n',
      imports: ['../styles/page.css'],
    },
    {
      name: 'inline scripts and JSON data blocks are not bundled: nothing read',
      source:
        "---\nconst data = { a: 1 };\n---\n<script is:inline>import('./never.ts');</script>\n<script is:inline set:html={a > b ? 'x' : 'y'} />\n<script type=\"application/json\" set:html={JSON.stringify(data)} />\n",
      imports: [],
    },
    {
      name: 'a script with only a src is bundled: its file is an import',
      source: '<script src="./page.ts"></script>\n<script type="module">import \'./not-bundled.ts\';</script>\n',
      imports: ['./page.ts'],
    },
    {
      name: 'markup that looks like an import is not code',
      source: "---\n---\n<p>import x from './words.ts'</p>\n",
      imports: [],
    },
  ];
  for (const { name, source, imports } of cases) {
    it(name, () => {
      expect(importsOf(astroModuleCode(source))).toEqual(imports);
    });
  }
});
