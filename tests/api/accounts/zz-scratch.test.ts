import { it } from 'vitest';
async function pbkdf2(pw: Uint8Array, salt: Uint8Array, iterations: number) {
  const key = await crypto.subtle.importKey('raw', pw, 'PBKDF2', false, ['deriveBits']);
  return crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
}
it('timing', async () => {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const pw = new TextEncoder().encode('correct horse');
  for (const n of [100000, 100001, 600000]) {
    try { const t = performance.now(); await pbkdf2(pw, salt, n); console.log(n, 'single', performance.now() - t); } catch (e) { console.log(n, String(e)); }
  }
  for (let r = 0; r < 3; r++) {
    const t = Date.now();
    let k: Uint8Array = pw;
    for (let i = 0; i < 6; i++) k = new Uint8Array(await pbkdf2(k, salt, 100000));
    console.log('6x100k', Date.now() - t);
  }
  const t0 = Date.now();
  for (let i = 0; i < 10; i++) await pbkdf2(pw, salt, 100000);
  console.log('10 x 100k', Date.now() - t0);
});
