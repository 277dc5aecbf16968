import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { UploadedFile } from '@/api/types';
import { openPreviewWindow, pdfPreviewPath } from '@/kit/upload';
import type { ElectronicSeal, PictureSignature, SignatureRecord } from './types';

/** E-signature calls of docs/API.md "E-signature" (mock: mocks/domains/esign). */
const ESIGN = '/api/fea-vsm/esign';

export const querySeals = pageQueryCall<ElectronicSeal>(`${ESIGN}/seals`);
export const querySignatures = pageQueryCall<SignatureRecord>(`${ESIGN}/signatures`);

/** Opens a signed document's PDF (the contract with its seals and signing times) in the PDF preview. */
export async function openSignedPdf(contractId: string): Promise<void> {
  const { fileUrl } = await http.post<{ fileUrl: string }>('/api/fea-vsm/contract/pdf', { contractId, signed: true });
  openPreviewWindow(pdfPreviewPath(fileUrl));
}

export const queryPictures = pageQueryCall<PictureSignature>(`${ESIGN}/pictures/query`);
export type PictureInput = { bu: string; name: string; image: UploadedFile[] };
export const addPicture = (input: PictureInput, opts?: RequestOptions) =>
  http.post<PictureSignature>(`${ESIGN}/pictures/add`, input, opts);
export const setPictureStatus = (pictureId: string, status: '0' | '1', opts?: RequestOptions) =>
  http.post<{ count: number }>(`${ESIGN}/pictures/status`, { pictureId, status }, opts);
export const deletePicture = (pictureId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(`${ESIGN}/pictures/delete`, { pictureId }, opts);
