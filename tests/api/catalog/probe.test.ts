import { env } from 'cloudflare:test';
import { it } from 'vitest';
it('probe', async () => {
  await env.DB.prepare("CREATE VIRTUAL TABLE t USING fts5(a, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3')").run();
  await env.DB.prepare("INSERT INTO t(rowid,a) VALUES (1,'Hermès black bag')").run();
  console.log(await env.DB.prepare("SELECT rowid FROM t WHERE t MATCH 'herm* bla*'").all());
  await env.DB.prepare("DELETE FROM t WHERE rowid=1").run();
  console.log(await env.DB.prepare("SELECT rowid FROM t WHERE t MATCH 'herm*'").all());
});
