/**
 * /register's phone code before its island hydrates (issue 26): the form is HTML until the shopper
 * uses it (client:interaction), yet the home market's code must show as soon as the countries
 * arrive (GET /startup), as it did when the form rendered in the browser. This small script loads
 * them and fills the sleeping select; as the island hydrates it puts back the HTML the server
 * rendered, so React hydrates what it rendered there, and the island then lists the countries and
 * picks the home code itself (PhoneFields.tsx). A code chosen meanwhile is replayed by the
 * early-input capture (src/lib/navigation/early-input.ts).
 */
import { homePhoneCode } from '../../lib/accounts/home-phone.ts';
import { $startup } from '../../stores/startup.ts';
// The auth store connects the session the API client waits for (src/lib/api/session-port.ts).
import '../../stores/auth.ts';

export function bindEarlyPhoneCode(root: Document = document): void {
  const select = root.querySelector<HTMLSelectElement>('select[data-home-default]');
  const island = select?.closest('astro-island[ssr]');
  if (!select || !island) return;
  const served = select.innerHTML;
  const stop = $startup.subscribe((settings) => {
    const countries = settings?.countries ?? [];
    const home = homePhoneCode(countries);
    if (!home || !island.hasAttribute('ssr') || select.value !== '') return;
    select.replaceChildren(
      new Option(select.dataset['selectLabel'] ?? 'Select', ''),
      ...countries.map((country) => new Option(`${country.phone_code} ${country.name}`, country.phone_code)),
    );
    select.value = home;
  });
  island.addEventListener(
    'astro:hydrate',
    () => {
      stop();
      select.innerHTML = served;
      select.value = '';
    },
    { once: true },
  );
}
