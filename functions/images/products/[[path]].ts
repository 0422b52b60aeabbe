import type { Env } from '../../../src/server/env.ts';
import { productImageResponse } from '../../../src/server/catalog/images/serve.ts';

/** Generated product images (src/server/catalog/images): pure drawings, cached immutably. */
export const onRequest: PagesFunction<Env> = ({ request }) => productImageResponse(request);
