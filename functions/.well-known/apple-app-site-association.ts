import { MOBILE_APPS } from '../../src/server/applinks/config.ts';
import { appleAppSiteAssociation, jsonFileResponse } from '../../src/server/applinks/well-known.ts';

export const onRequestGet: PagesFunction = () => jsonFileResponse(appleAppSiteAssociation(MOBILE_APPS));
