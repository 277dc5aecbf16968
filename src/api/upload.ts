/** Pieces of an upload call (SPEC §7: upload addresses get the app and file-store attributes). */

export type UploadAttributes = { appCode: string; fileStore: string };

/** Multipart body: the file, the caller's fields, then the app code and file store. */
export function buildUploadForm(
  file: Blob,
  fields: Record<string, string> | undefined,
  attrs: UploadAttributes,
): FormData {
  const form = new FormData();
  const name = typeof (file as File).name === 'string' && (file as File).name ? (file as File).name : 'file';
  form.append('file', file, name);
  for (const [key, value] of Object.entries(fields ?? {})) form.append(key, value);
  form.append('appCode', attrs.appCode);
  form.append('fileStore', attrs.fileStore);
  return form;
}

/** Whole percent of a transfer, or undefined when the total size is unknown. */
export function progressPercent(loaded: number, total: number | undefined): number | undefined {
  if (!total) return undefined;
  return Math.min(100, Math.round((loaded / total) * 100));
}
