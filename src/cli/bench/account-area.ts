/**
 * Account area benchmark: latency (p50, p99) of the signed-in shopper's calls and of the crawler and
 * app-link functions, measured sequentially against the running server as a browser would call them.
 * Signs in once as the demo shopper (README: Demo accounts). Bounded: at most SAMPLES requests or
 * SECONDS per target.
 */
const SAMPLES = 60;
const SECONDS = 8;
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function signIn(baseUrl: string): Promise<string> {
  const uuid = crypto.randomUUID();
  const json = { 'Content-Type': 'application/json' };
  const guest = (await (await fetch(`${baseUrl}/api/login-guest`, { method: 'POST', headers: json, body: JSON.stringify({ uuid }) })).json()) as {
    access_token: string;
  };
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { ...json, Authorization: `Bearer ${guest.access_token}` },
    body: JSON.stringify({ username: 'demo@reluxe.sg', password: 'Demo123!', uuid }),
  });
  if (!login.ok) throw new Error(`demo login answered ${login.status}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

export async function run(ctx: { baseUrl: string }): Promise<Record<string, unknown>[]> {
  const token = await signIn(ctx.baseUrl);
  const targets: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: 'GET /api/v1/orders (page of 6)', path: '/api/v1/orders?l=6&p=1&currency=SGD', headers: { Authorization: `Bearer ${token}` } },
    { name: 'GET /api/v1/orders/{id}', path: '/api/v1/orders/RLX-100204?currency=USD', headers: { Authorization: `Bearer ${token}` } },
    { name: 'GET /api/v1/consignments (page of 6)', path: '/api/v1/consignments?l=6&p=1', headers: { Authorization: `Bearer ${token}` } },
    { name: 'GET /api/v1/consignments/{id}', path: '/api/v1/consignments/3051', headers: { Authorization: `Bearer ${token}` } },
    { name: 'GET /api/v1/offers (page of 6)', path: '/api/v1/offers?l=6&p=1', headers: { Authorization: `Bearer ${token}` } },
    { name: 'GET /sitemap.xml', path: '/sitemap.xml', headers: {} },
    { name: 'GET /applinks/{id} (Android)', path: '/applinks/41', headers: { 'User-Agent': ANDROID_UA } },
  ];
  const rows: Record<string, unknown>[] = [];
  for (const target of targets) {
    const times: number[] = [];
    let bytes = 0;
    let status = 0;
    const deadline = performance.now() + SECONDS * 1000;
    while (times.length < SAMPLES && performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(`${ctx.baseUrl}${target.path}`, { headers: target.headers, redirect: 'manual' });
      bytes = (await response.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
      status = response.status;
    }
    times.sort((a, b) => a - b);
    rows.push({ target: target.name, status, samples: times.length, 'p50 ms': percentile(times, 50), 'p99 ms': percentile(times, 99), bytes });
  }
  return rows;
}
