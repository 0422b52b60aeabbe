/**
 * The dependency rule (`npm run check:floors`, part of `npm test`): a module never imports from a
 * floor above its own. The floors are the table in README.md between the `floors` markers, one row a
 * floor, bottom first; its second column lists the floor's folders.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const readme = readFileSync(join(__dirname, 'README.md'), 'utf8');
const table = /<!-- floors:start -->([\s\S]*?)<!-- floors:end -->/.exec(readme);
if (!table) throw new Error('README.md has no floors table (<!-- floors:start --> … <!-- floors:end -->)');
const floors = table[1]
  .split('\n')
  .filter((line) => /^\|\s*\d/.test(line))
  .map((line) => ({
    name: line.split('|')[1].trim(),
    folders: [...line.split('|')[2].matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/\/$/, '')),
  }));
if (floors.length < 3) throw new Error('README.md floors table: fewer than three floors read');

const escape = (folder) => folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const all = floors.flatMap((floor, level) => floor.folders.map((folder) => ({ folder, level })));
/** A folder belongs to the floor of its longest listed prefix (a nested folder may sit on another floor). */
const nested = (folder) => all.filter((other) => other.folder.startsWith(`${folder}/`)).map((other) => other.folder);
const pathOf = (folder) => `^${escape(folder)}/`;
const pathNotOf = (folder) => nested(folder).map(pathOf);

const forbidden = [];
floors.forEach((floor, level) => {
  const above = all.filter((entry) => entry.level > level);
  if (above.length === 0) return;
  for (const folder of floor.folders) {
    forbidden.push({
      name: `floor-${level}-${folder}`,
      comment: `${folder} (floor ${level}, ${floor.name}) imports from a floor above it: see the floors table in README.md`,
      severity: 'error',
      from: { path: pathOf(folder), pathNot: pathNotOf(folder) },
      to: {
        path: above.map((entry) => pathOf(entry.folder)),
        pathNot: above.flatMap((entry) => pathNotOf(entry.folder).filter((p) => !above.some((a) => pathOf(a.folder) === p))),
      },
    });
  }
});
forbidden.push({
  name: 'no-cycles',
  comment: 'a cycle between modules makes neither easy to change alone',
  severity: 'error',
  from: { path: '^(src|functions|workers)/' },
  to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
});
forbidden.push({
  name: 'server-not-browser',
  comment: 'the built-in API runs on the Workers runtime: it imports no browser store, directive or worker',
  severity: 'error',
  from: { path: '^src/server/' },
  to: { path: ['^src/stores/', '^src/integrations/', '^src/sw/'] },
});
forbidden.push({
  name: 'browser-not-server',
  comment: 'browser state never imports the built-in API',
  severity: 'error',
  from: { path: '^src/(stores|sw)/' },
  to: { path: '^src/server/' },
});

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
