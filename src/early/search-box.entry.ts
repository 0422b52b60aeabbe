/**
 * On /search the global search box shows the query before its island wakes (issue 12): this script,
 * inlined in the box's own element by the top bar (src/components/shell/TopBar.astro), sets the
 * field's value (not its HTML attribute, so hydration matches), as the island's own sync does once
 * awake, by the rule the island reads the address with (src/lib/search/search-box-text.ts).
 */
import { MAX_PRODUCT_TEXT } from '../lib/catalog/inventory-query-rules.ts';
import { searchBoxText } from '../lib/search/search-box-text.ts';

const box = document.currentScript?.parentElement;
const field = box?.querySelector('input[name="product"]');
if (field instanceof HTMLInputElement) field.value = searchBoxText(location.search, MAX_PRODUCT_TEXT);
