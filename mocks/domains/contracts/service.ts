import { insertRow, nextId, table, updateRows } from '../../db';
import { mockToday, nowStamp } from '../../db/clock';
import { apiError, ERR, type ErrDef, fromContract } from '../../errors';
import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { isRetailer, requireUser, requireVendor, vendorScope, type Ctx } from '../../services/context';
import { download, storeBytes } from '../../services/files';
import { isBlank, text } from '../../services/paging';
import { renderPdf, sealPdf, type PdfSeal } from '../../services/pdfDoc';
import type { VendorKey } from '../../db/tables';
import { ensurePictureFiles } from '../../shared/pictureSignatureFiles';
import type { AgreementInput, Contract } from '@/features/contracts/types';
import {
  agreementProblems,
  canRejectByA,
  canRejectByB,
  canReviewContract,
  canSealByA,
  canSign,
  SIGNING_CERT_STATUS,
  certificateProblem,
  CONTRACT_ERRORS as E,
  CONTRACT_STATUS as S,
  CONTRACT_TYPE,
  daysBetween,
  EXEC_STATUS,
  hasContractPdf,
  hasSignedPdf,
  isNewAgreement,
  isRejectable,
  isSealedByA,
  REMARK_MAX,
  SEAL_STATUS as SEAL,
  SIGN_BIZ_TYPE_VALUES,
  SIGN_STATUS,
  type AgreementProblem,
  type CertificateProblem,
} from '@/features/contracts/contract';
import { PICTURE_STATUS } from '@/features/esign/contract';
import { checkSigningTime, type SigningTimeProblem } from '@/lib/signingTime';

/**
 * Contracts and agreements (SPEC §3, §4, §5, §8): the supplier applies for a supplier agreement
 * (new → submitted), the retailer approves it (→ approved, its PDF generated from its data) or
 * cancels it (→ purchase cancelled); the supplier reads the PDF and signs it with its certificate
 * (signing business type and time required; a second signature is a repeated submit), which places
 * its seal and the signing time on a new PDF; the retailer seals as party A with its BU's picture
 * signature (→ e-signed, seal completed) or rejects; the supplier downloads the sealed contract.
 */

/** The errors the contract names by code (and message key where the client words the same case). */
export const CONTRACT_ERR = {
  signBizType: { code: E.signing.code, message: tr('请选择签署业务类型', 'Choose the signing business type') },
  signTime: { code: E.signing.code, message: tr('请选择电子签署时间', 'Choose the electronic signing time') },
  signTimeFormat: fromContract(E.signTimeFormat),
  signTimeFuture: fromContract(E.signTimeFuture),
  signTimeBeforeApproval: fromContract(E.signTimeBeforeApproval),
  repeated: fromContract(E.repeated),
  readFirst: fromContract(E.readFirst),
  noEsign: fromContract(E.noEsign),
  certExpired: fromContract(E.certExpired),
  activateFirst: fromContract(E.activateFirst),
  buUnsupported: fromContract(E.buUnsupported),
  sealNotDetected: fromContract(E.sealNotDetected),
  multipleSeals: fromContract(E.multipleSeals),
  cannotReject: fromContract(E.cannotReject),
  approveFailed: fromContract(E.approveFailed),
  rejectFailed: fromContract(E.rejectFailed),
  newPending: fromContract(E.newPending),
  titleRequired: { code: 'A0410', message: tr('协议名称不能为空', 'Agreement name is required') },
} as const satisfies Record<string, ErrDef>;

/** The contract's rule's problem as the mock answers it (the client's text from the catalogue). */
export const problemError = (problem: AgreementProblem | CertificateProblem): ErrDef => fromContract(E[problem]);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const num = (v: unknown) => (isBlank(v) ? NaN : Number(v));

export function requireSupplier(ctx: Ctx): VendorKey {
  const vendor = requireVendor(ctx);
  if (!vendor) throw apiError(ERR.supplierOnly);
  return vendor;
}
export function requireRetailer(ctx: Ctx) {
  if (!isRetailer(ctx)) throw apiError(ERR.retailerOnly);
  return requireUser(ctx);
}

/** The caller's contract (B0404 for another supplier's). */
export function contractOf(ctx: Ctx, contractId: unknown): Contract {
  const inScope = vendorScope(ctx);
  const row = table('contractBills').find((c) => c.contractId === text(contractId));
  if (!row || !inScope(row)) throw apiError(ERR.documentNotFound);
  return row;
}

const patch = (contractId: string, fields: Partial<Contract>) =>
  updateRows('contractBills', (c) => c.contractId === contractId, fields);

function agreementInput(body: Record<string, unknown>): AgreementInput {
  const input = {
    title: text(body.title),
    validFrom: text(body.validFrom),
    validTo: text(body.validTo),
    paymentDays: num(body.paymentDays),
    rebateRate: num(body.rebateRate),
    promotionFee: num(body.promotionFee),
    remark: text(body.remark).slice(0, REMARK_MAX),
  };
  if (!input.title) throw apiError(CONTRACT_ERR.titleRequired);
  // Server-only: both days given as days, every figure given (the form requires them).
  if (!DAY.test(input.validFrom) || !DAY.test(input.validTo)) throw apiError(problemError('validityOrder'));
  if ([input.paymentDays, input.rebateRate, input.promotionFee].some((n) => !Number.isFinite(n)))
    throw apiError(problemError('numbers'));
  const problems = agreementProblems(input);
  if (problems) throw apiError(problemError(Object.values(problems)[0]));
  return input;
}

/** The supplier's new agreement application (SPEC §5: one new application at a time). */
export function addAgreement(ctx: Ctx, body: Record<string, unknown>): Contract {
  const vendor = requireSupplier(ctx);
  const input = agreementInput(body);
  const mine = vendorScope(ctx);
  if (
    table('contractBills').some(
      (c) => mine(c) && c.contractType === CONTRACT_TYPE.supplierAgreement && isNewAgreement(c),
    )
  )
    throw apiError(CONTRACT_ERR.newPending);
  const v = table('vendors').find((x) => x.venderId === vendor.venderId && x.bu === vendor.bu)!;
  const id = nextId('contract');
  const row: Contract = {
    ...vendor,
    contractId: `HT${mockToday().replace(/-/g, '')}${String(9000 + id).padStart(4, '0')}`,
    contractType: CONTRACT_TYPE.supplierAgreement,
    venderName: v.venderName,
    ...input,
    status: S.new,
    signStatus: SIGN_STATUS.waiting,
    sealStatus: SEAL.none,
    execStatus: EXEC_STATUS.inForce,
    signBizType: null,
    signTime: null,
    serialNo: null,
    pdfUrl: null,
    signedPdfUrl: null,
    rejectReason: null,
    creator: requireUser(ctx).emplName,
    createDate: nowStamp(),
    checker: null,
    checkDate: null,
  };
  insertRow('contractBills', row);
  return row;
}

/** SPEC §4: only a new application may be changed. */
export function editAgreement(ctx: Ctx, body: Record<string, unknown>): Contract {
  requireSupplier(ctx);
  const row = contractOf(ctx, body.contractId);
  if (!isNewAgreement(row)) throw apiError(ERR.statusNotAllowed);
  const input = agreementInput(body);
  patch(row.contractId, input);
  return contractOf(ctx, row.contractId);
}

export function deleteAgreement(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireSupplier(ctx);
  const row = contractOf(ctx, body.contractId);
  if (!isNewAgreement(row)) throw apiError(ERR.statusNotAllowed);
  patch(row.contractId, { status: S.cancelled });
  return { count: 1 };
}

/** new → submitted; a second submit is SPEC §8 'repeated submit'. */
export function submitAgreement(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireSupplier(ctx);
  const row = contractOf(ctx, body.contractId);
  if (row.status === S.submitted) throw apiError(CONTRACT_ERR.repeated);
  if (!isNewAgreement(row)) throw apiError(ERR.statusNotAllowed);
  patch(row.contractId, { status: S.submitted });
  return { count: 1 };
}

/** The retailer approves submitted bills (→ approved, waiting for party B's signature). */
export function approveContracts(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const user = requireRetailer(ctx);
  const ids = idsOf(body);
  const rows = ids.map((id) => contractOf(ctx, id));
  if (!rows.every(canReviewContract)) throw apiError(CONTRACT_ERR.approveFailed);
  for (const r of rows)
    patch(r.contractId, {
      status: S.approved,
      signStatus: SIGN_STATUS.waiting,
      checker: user.emplName,
      checkDate: nowStamp(),
    });
  return { count: rows.length };
}

/** The retailer cancels submitted bills (→ purchase cancelled), with a reason. */
export function cancelContracts(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  const user = requireRetailer(ctx);
  const ids = idsOf(body);
  const reason = text(body.reason);
  if (!reason) throw apiError(ERR.rejectReason);
  const rows = ids.map((id) => contractOf(ctx, id));
  if (!rows.every(canReviewContract)) throw apiError(CONTRACT_ERR.rejectFailed);
  for (const r of rows)
    patch(r.contractId, {
      status: S.purchaseCancelled,
      rejectReason: reason,
      checker: user.emplName,
      checkDate: nowStamp(),
    });
  return { count: rows.length };
}

function idsOf(body: Record<string, unknown>): string[] {
  const raw = body.contractIds ?? body.contractId;
  const ids = (Array.isArray(raw) ? raw : isBlank(raw) ? [] : [raw]).map(text).filter(Boolean);
  if (ids.length === 0) throw apiError(ERR.selectFirst);
  return ids;
}

/** The contract as a PDF, generated from its data (what both parties read before signing). */
export async function contractPdf(row: Contract): Promise<Uint8Array> {
  const buName = table('bus').find((b) => b.buId === row.bu)?.buName ?? row.bu;
  return renderPdf({
    title: row.title,
    meta: [
      [catalogue('contracts:attachment.field.contractId'), row.contractId],
      [catalogue('contracts:field.contractType'), catalogue(`contracts:contractType.${row.contractType}`)],
      [tr('甲方', 'Party A'), buName],
      [tr('乙方', 'Party B'), `${row.venderName}（${row.venderId}）`],
      [catalogue('sealApplication:field.validity'), `${row.validFrom} ~ ${row.validTo}`],
    ],
    table: {
      head: [tr('条款', 'Term'), tr('约定', 'Agreed')],
      rows: [
        [tr('付款账期', 'Payment terms'), `${row.paymentDays} ${tr('天', 'days')}`],
        [tr('年度返利比例', 'Annual rebate rate'), `${row.rebateRate}%`],
        [catalogue('contracts:field.promotionFee'), `${row.promotionFee.toFixed(2)} ${tr('元', 'yuan')}`],
      ],
    },
    paragraphs: [
      tr(
        '一、乙方应按甲方订单约定的时间、数量和质量要求供货，商品质量须符合国家标准及行业标准。',
        '1. Party B delivers on the time, quantity and quality of party A’s orders; goods meet national and industry standards.',
      ),
      tr(
        '二、甲方按约定账期支付货款，返利及促销支持费用按本协议约定结算。',
        '2. Party A pays within the agreed payment terms; rebates and promotion fees are settled as agreed here.',
      ),
      tr(
        '三、本协议经双方电子签章后生效，电子签章与手写签字或盖章具有同等法律效力。',
        '3. This agreement takes effect once both parties have e-signed it; an e-signature has the force of a handwritten signature or seal.',
      ),
      ...(row.remark ? [`${catalogue('fields:remark')}：${row.remark}`] : []),
    ],
  });
}

function savePdf(bytes: Uint8Array, fileName: string, uploadedBy: string): string {
  return storeBytes(bytes, fileName, 'application/pdf', {}, uploadedBy).fileUrl;
}

/**
 * The address of the contract's PDF to read (approved and later): the signed one once there is one,
 * else the one generated from its data (generated on first reading).
 */
export async function openPdf(ctx: Ctx, body: Record<string, unknown>): Promise<{ fileUrl: string; fileName: string }> {
  const row = contractOf(ctx, body.contractId);
  if (!hasContractPdf(row)) throw apiError(ERR.statusNotAllowed);
  if (body.signed !== false && hasSignedPdf(row)) {
    const fileUrl = await signedPdfUrlOf(ctx, row);
    if (!isRetailer(ctx) && row.sealStatus === SEAL.completed)
      patch(row.contractId, { sealStatus: SEAL.downloadedByB });
    return { fileUrl, fileName: `${row.contractId}-signed.pdf` };
  }
  return { fileUrl: await pdfUrlOf(ctx, row), fileName: `${row.contractId}.pdf` };
}

async function pdfUrlOf(ctx: Ctx, row: Contract): Promise<string> {
  if (row.pdfUrl) return row.pdfUrl;
  const fileUrl = savePdf(await contractPdf(row), `${row.contractId}.pdf`, requireUser(ctx).userId);
  patch(row.contractId, { pdfUrl: fileUrl });
  return fileUrl;
}

const partyBSeal = (row: Contract): PdfSeal => ({
  owner: row.venderName,
  signedAt: `${tr('乙方签署时间', 'Party B signed at')}：${row.signTime ?? ''}`,
});

/**
 * The signed PDF of a bill party B has signed. Seeded signed bills have none yet: it is made here
 * from their data, with party B's seal and, once sealed, party A's picture signature.
 */
async function signedPdfUrlOf(ctx: Ctx, row: Contract): Promise<string> {
  if (row.signedPdfUrl) return row.signedPdfUrl;
  let pdf = await sealPdf(download(await pdfUrlOf(ctx, row), ctx.token).bytes, partyBSeal(row));
  if (isSealedByA(row)) {
    const picture = table('pictureSignatures').find((p) => p.bu === row.bu && p.status === PICTURE_STATUS.enabled);
    ensurePictureFiles();
    pdf = await sealPdf(pdf, {
      image: picture ? download(picture.image.fileUrl, ctx.token).bytes : undefined,
      owner: picture?.buName ?? table('bus').find((b) => b.buId === row.bu)?.buName ?? row.bu,
      signedAt: `${tr('甲方盖章时间', 'Party A sealed at')}：${row.checkDate ?? row.signTime ?? ''}`,
      side: 'left',
    });
  }
  const fileUrl = savePdf(pdf, `${row.contractId}-signed.pdf`, requireUser(ctx).userId);
  patch(row.contractId, { signedPdfUrl: fileUrl });
  return fileUrl;
}

/** SPEC §8 seal refusals by the contract's rule: the BU supports e-signatures, the partner holds a valid certificate. */
export function requireCertificate(vendor: VendorKey): { serialNo: string } {
  const buSupported = !!table('bus').find((b) => b.buId === vendor.bu)?.certBu;
  const certs = table('caCertificates')
    .filter((c) => c.partnerId === vendor.partnerId)
    .map((c) => ({ ...c, daysLeft: daysBetween(mockToday(), c.validTo) }));
  const problem = certificateProblem(buSupported, certs);
  if (problem) throw apiError(problemError(problem));
  return { serialNo: certs.find((c) => c.status === SIGNING_CERT_STATUS.valid && c.daysLeft >= 0)!.serialNo };
}

const SIGN_BIZ_TYPES: readonly string[] = SIGN_BIZ_TYPE_VALUES;
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const SIGN_TIME_FAULTS: Record<SigningTimeProblem, ErrDef> = {
  format: CONTRACT_ERR.signTimeFormat,
  future: CONTRACT_ERR.signTimeFuture,
  beforeStart: CONTRACT_ERR.signTimeBeforeApproval,
};

/**
 * Party B signs an approved contract it has read: SPEC §5 signing business type and electronic
 * signing time, SPEC §8 repeated submit and certificate refusals. The signed PDF is the read PDF
 * with the supplier's seal and signing time on it.
 */
export async function signContract(ctx: Ctx, body: Record<string, unknown>): Promise<Contract> {
  const vendor = requireSupplier(ctx);
  const row = contractOf(ctx, body.contractId);
  if (!canSign(row)) throw apiError(hasSignedPdf(row) ? CONTRACT_ERR.repeated : ERR.statusNotAllowed);
  const signBizType = text(body.signBizType);
  if (!SIGN_BIZ_TYPES.includes(signBizType)) throw apiError(CONTRACT_ERR.signBizType);
  const signTime = text(body.signTime);
  if (!STAMP.test(signTime)) throw apiError(CONTRACT_ERR.signTime);
  // The one signing-time rule of the screens (SPEC §5 time 01:00–24:00, not after now, not before
  // the approval), by the minute as it is chosen: signing in the minute of the approval is taken.
  const fault = checkSigningTime(signTime, { now: nowStamp(), notBefore: row.checkDate });
  if (fault) throw apiError(SIGN_TIME_FAULTS[fault.problem]);
  const { serialNo } = requireCertificate(vendor);
  if (!row.pdfUrl) throw apiError(CONTRACT_ERR.readFirst);
  // Claimed before the PDF work, so a second click while it runs is a repeated submit too.
  patch(row.contractId, { signStatus: SIGN_STATUS.signed });
  try {
    const original = download(row.pdfUrl, ctx.token).bytes;
    const stamp = signTime.length === 16 ? `${signTime}:00` : signTime;
    const seal = partyBSeal({ ...row, signTime: stamp });
    const signedPdfUrl = savePdf(
      await sealPdf(original, seal),
      `${row.contractId}-signed.pdf`,
      requireUser(ctx).userId,
    );
    patch(row.contractId, {
      signBizType,
      signTime: stamp,
      serialNo,
      signedPdfUrl,
      sealStatus: SEAL.awaitingA,
      rejectReason: null,
    });
  } catch (error) {
    patch(row.contractId, { signStatus: SIGN_STATUS.waiting });
    throw error;
  }
  return contractOf(ctx, row.contractId);
}

/** Party B rejects an approved contract (SPEC §4: not one pending execution or terminated). */
export function rejectByB(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireSupplier(ctx);
  const row = contractOf(ctx, body.contractId);
  const reason = text(body.reason);
  if (!reason) throw apiError(ERR.rejectReason);
  if (!isRejectable(row)) throw apiError(CONTRACT_ERR.cannotReject);
  if (!canRejectByB(row)) throw apiError(CONTRACT_ERR.rejectFailed);
  patch(row.contractId, { status: S.cancelled, sealStatus: SEAL.rejectedByB, rejectReason: reason });
  return { count: 1 };
}

/** The BU's one enabled picture signature (SPEC §8 seal not detected / multiple seals). */
function partyASeal(ctx: Ctx, bu: string): { image: Uint8Array; owner: string } {
  ensurePictureFiles();
  const pictures = table('pictureSignatures').filter((p) => p.bu === bu && p.status === PICTURE_STATUS.enabled);
  if (pictures.length === 0) throw apiError(CONTRACT_ERR.sealNotDetected);
  if (pictures.length > 1) throw apiError(CONTRACT_ERR.multipleSeals);
  const picture = pictures[0];
  return { image: download(picture.image.fileUrl, ctx.token).bytes, owner: picture.buName };
}

/** Party A seals what party B signed (→ e-signed, seal completed). */
export async function sealByA(ctx: Ctx, body: Record<string, unknown>): Promise<Contract> {
  requireRetailer(ctx);
  const row = contractOf(ctx, body.contractId);
  if (isSealedByA(row)) throw apiError(CONTRACT_ERR.repeated);
  if (!canSealByA(row)) throw apiError(ERR.statusNotAllowed);
  const { image, owner } = partyASeal(ctx, row.bu);
  const signedUrl = await signedPdfUrlOf(ctx, row);
  patch(row.contractId, { sealStatus: SEAL.completed, status: S.signed });
  try {
    const signed = download(signedUrl, ctx.token).bytes;
    const stamp = nowStamp();
    const sealed = await sealPdf(signed, {
      image,
      owner,
      signedAt: `${tr('甲方盖章时间', 'Party A sealed at')}：${stamp}`,
      side: 'left',
    });
    patch(row.contractId, { signedPdfUrl: savePdf(sealed, `${row.contractId}-signed.pdf`, requireUser(ctx).userId) });
  } catch (error) {
    patch(row.contractId, { sealStatus: SEAL.awaitingA, status: S.approved });
    throw error;
  }
  return contractOf(ctx, row.contractId);
}

/** Party A rejects what party B signed: party B may sign again. */
export function rejectByA(ctx: Ctx, body: Record<string, unknown>): { count: number } {
  requireRetailer(ctx);
  const row = contractOf(ctx, body.contractId);
  const reason = text(body.reason);
  if (!reason) throw apiError(ERR.rejectReason);
  if (!isRejectable(row)) throw apiError(CONTRACT_ERR.cannotReject);
  if (!canRejectByA(row)) throw apiError(CONTRACT_ERR.rejectFailed);
  patch(row.contractId, { sealStatus: SEAL.rejectedByA, signStatus: SIGN_STATUS.waiting, rejectReason: reason });
  return { count: 1 };
}
