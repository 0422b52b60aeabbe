import type { Env } from '../../src/server/env.ts';
import { appLinkResponse } from '../../src/server/applinks/handler.ts';

/** /applinks: the app, its store page or the home page (src/server/applinks/resolve.ts). */
export const onRequestGet: PagesFunction<Env> = ({ request, env }) => appLinkResponse(request, null, env);
