import { http, type RequestOptions } from '@/api/http';
import { pageQueryCall } from '@/api/pageCalls';
import type { UploadedFile } from '@/api/types';
import { openPreviewWindow, pdfPreviewPath } from '@/kit/upload';
import { esignUrl, type PictureStatus } from './contract';
import type { ElectronicSeal, PictureSignature, SignatureRecord } from './types';

/** E-signature calls of docs/API.md "E-signature" (mock: mocks/domains/esign), their paths the contract's. */

export const querySeals = pageQueryCall<ElectronicSeal>(esignUrl('seals'));
export const querySignatures = pageQueryCall<SignatureRecord>(esignUrl('signatures'));

/** Opens a signed document's PDF (the contract with its seals and signing times) in the PDF preview. */
export async function openSignedPdf(contractId: string): Promise<void> {
  const { fileUrl } = await http.post<{ fileUrl: string }>('/api/fea-vsm/contract/pdf', { contractId, signed: true });
  openPreviewWindow(pdfPreviewPath(fileUrl));
}

export const queryPictures = pageQueryCall<PictureSignature>(esignUrl('pictures'));
export type PictureInput = { bu: string; name: string; image: UploadedFile[] };
export const addPicture = (input: PictureInput, opts?: RequestOptions) =>
  http.post<PictureSignature>(esignUrl('addPicture'), input, opts);
export const setPictureStatus = (pictureId: string, status: PictureStatus, opts?: RequestOptions) =>
  http.post<{ count: number }>(esignUrl('pictureStatus'), { pictureId, status }, opts);
export const deletePicture = (pictureId: string, opts?: RequestOptions) =>
  http.post<{ count: number }>(esignUrl('deletePicture'), { pictureId }, opts);
