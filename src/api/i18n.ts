import { http, type RequestOptions } from './http';
import { i18nDownloadUrl, i18nUrl } from './platformContract';
import type { I18nPreference, ServerTexts } from './types';

/** Language calls (SPEC §7): the server-kept preference and the server's texts (namespace `server`). */

export const getI18nPreference = (opts?: RequestOptions) =>
  http.get<I18nPreference>(i18nUrl('preferenceGet'), undefined, opts);

export const setI18nPreference = (body: { languageCode: string }, opts?: RequestOptions) =>
  http.post<null>(i18nUrl('preferenceSet'), body, opts);

/** Flat `{ key: text }` of one language, merged over the bundled texts. */
export const downloadI18n = (lang: string, opts?: RequestOptions) =>
  http.get<ServerTexts>(i18nDownloadUrl(lang), undefined, opts);
