import type { Env } from '../../src/server/env.ts';
import { mobileAppsConfig } from '../../src/lib/config/mobile-apps.ts';
import { appleAppSiteAssociation, jsonFileResponse } from '../../src/server/applinks/well-known.ts';

export const onRequestGet: PagesFunction<Env> = ({ env }) => jsonFileResponse(appleAppSiteAssociation(mobileAppsConfig(env)));
