import { http, type RequestOptions } from './http';
import type { I18nPreference, ServerTexts } from './types';

/** Language calls (SPEC §7): the server-kept preference and the server's texts (namespace `server`). */

const I18N = '/api/fea-vsm/vender/i18n';

export const getI18nPreference = (opts?: RequestOptions) =>
  http.get<I18nPreference>(`${I18N}/preference/get`, undefined, opts);

export const setI18nPreference = (body: { languageCode: string }, opts?: RequestOptions) =>
  http.post<null>(`${I18N}/preference/set`, body, opts);

/** Flat `{ key: text }` of one language, merged over the bundled texts. */
export const downloadI18n = (lang: string, opts?: RequestOptions) =>
  http.get<ServerTexts>(`${I18N}/download/${encodeURIComponent(lang)}.json`, undefined, opts);
