/**
 * Policy documents (spec section 7): loaded by plain GET as HTML from the addresses in the startup
 * settings. Not an API call: no bearer header, no session handling.
 */
export async function fetchPolicyHtml(address: string, signal?: AbortSignal): Promise<string> {
  const response = await fetch(address, { headers: { Accept: 'text/html' }, credentials: 'omit', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`Policy document ${address} answered ${response.status}`);
  return response.text();
}
