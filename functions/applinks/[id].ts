import type { Env } from '../../src/server/env.ts';
import { appLinkResponse } from '../../src/server/applinks/handler.ts';

/** /applinks/{id}: the app at that product, its store page, or the product page. */
export const onRequestGet: PagesFunction<Env> = ({ request, params, env }) => appLinkResponse(request, typeof params.id === 'string' ? params.id : null, env);
