import type { Env } from '../../src/server/env.ts';
import { languageChoiceResponse } from '../../src/edge/language-choice.ts';

/** /language/{locale}: the shopper's language choice (src/edge/language-choice.ts). */
export const onRequestGet: PagesFunction<Env, 'locale'> = ({ request, env, params }) =>
  languageChoiceResponse(request, typeof params.locale === 'string' ? params.locale : '', env.ASSETS);
