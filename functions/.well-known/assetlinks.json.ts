import { MOBILE_APPS } from '../../src/server/applinks/config.ts';
import { assetLinks, jsonFileResponse } from '../../src/server/applinks/well-known.ts';

export const onRequestGet: PagesFunction = () => jsonFileResponse(assetLinks(MOBILE_APPS));
