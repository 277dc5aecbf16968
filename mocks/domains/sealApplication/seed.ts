import { vendorKeyOf, type RowOf } from '../../db/tables';
import { tr } from '../../glossary';
import { addDays, at } from '../../db/clock';
import type { SeedersOf } from '../../db/seed';
import type { CaCertificateRecord } from '@/features/sealApplication/types';
import { APPLY_STATUS, APPLY_TYPE, CERT_STATUS, CERT_TYPE } from '@/features/sealApplication/contract';
import type { CaApplicationRow, SealApplicationTables } from './tables';

type VendorRow = RowOf<'vendors'>;

/**
 * Seed of the standalone forms (SPEC §2 /ca, /withdrawalCa, /venders/registerDetail), relative to
 * today: the demo supplier (P10001) holds a certificate that expires in 20 days (the SPEC §5
 * short-validity warning) and an older withdrawn one; demo-supplier-multi (P10002) has a pending
 * application (SPEC §5: it blocks a new one).
 */

const compact = (iso: string) => iso.replace(/-/g, '');
const vendor = (vendors: VendorRow[], venderId: string) => vendors.find((v) => v.venderId === venderId)!;

export const EXPIRING_SERIAL = 'CFCA2024P10001A';
/** The platform's seeded PDF (mocks/domains/platform/seed.ts), standing in for the scanned forms. */
const SEEDED_PDF = 'group2/M00/00/00/mail-attachment.pdf';

export function caCertificateRows(vendors: VendorRow[], today: string): CaCertificateRecord[] {
  const cert = (
    venderId: string,
    serialNo: string,
    from: number,
    to: number,
    status: CaCertificateRecord['status'],
    extra: Partial<CaCertificateRecord> = {},
  ): CaCertificateRecord => ({
    ...vendorKeyOf(vendor(vendors, venderId)),
    serialNo,
    certType: CERT_TYPE.usbKey,
    validFrom: addDays(today, from),
    validTo: addDays(today, to),
    status,
    withdrawReason: null,
    withdrawDate: null,
    ...extra,
  });
  return [
    cert('100101', EXPIRING_SERIAL, -345, 20, CERT_STATUS.valid),
    cert('100101', 'CFCA2021P10001B', -1100, -370, CERT_STATUS.withdrawn, {
      withdrawReason: tr('证书介质丢失', 'Certificate medium lost'),
      withdrawDate: addDays(today, -400),
    }),
    cert('120501', 'CFCA2025P20001A', -65, 300, CERT_STATUS.valid),
    cert('311301', 'CFCA2025P20001S', -30, 335, CERT_STATUS.valid, { certType: CERT_TYPE.softSign }),
  ];
}

export function caApplicationRows(vendors: VendorRow[], today: string, pdfSize = 0): CaApplicationRow[] {
  const scans = scannedForms(pdfSize);
  const app = (venderId: string, day: number, seq: number, fields: Partial<CaApplicationRow>): CaApplicationRow => {
    const v = vendor(vendors, venderId);
    const date = addDays(today, day);
    return {
      ...vendorKeyOf(v),
      applyId: `CA${compact(date)}${String(seq).padStart(4, '0')}`,
      applyType: APPLY_TYPE.new,
      serialNo: null,
      validFrom: addDays(date, 1),
      validTo: addDays(date, 366),
      applicant: v.contact,
      applicantPhone: v.mobile,
      applicantIdNo: '44030419850101123X',
      applicantAddress: v.address.slice(0, 64),
      applicantPostalCode: v.postalCode,
      files: {},
      status: APPLY_STATUS.approved,
      creator: v.venderName,
      createDate: at(date, 10, seq % 60),
      checkDate: at(addDays(date, 2), 15),
      remark: '',
      ...fields,
    };
  };
  const pending = { status: APPLY_STATUS.pending, checkDate: null, files: scans };
  return [
    app('100101', -400, 1, {
      status: APPLY_STATUS.rejected,
      remark: tr('申请资料不全，请补充营业执照', 'Incomplete documents: please add the business licence'),
    }),
    app('100101', -347, 2, { serialNo: EXPIRING_SERIAL }),
    app('100202', -3, 3, pending),
    app('120501', -67, 4, { serialNo: 'CFCA2025P20001A' }),
    // Other suppliers' applications for the retailer's review screen (/s/electronic-signature/ca_review).
    app('130601', -1, 5, pending),
    app('160701', -2, 6, { ...pending, applyType: APPLY_TYPE.softSign }),
    app('190801', -9, 7, {
      files: scans,
      status: APPLY_STATUS.rejected,
      remark: tr(
        '授权书未加盖公章，请重新上传',
        'The authorisation letter lacks the company seal: please upload it again',
      ),
    }),
    app('171201', -15, 8, { files: scans, status: APPLY_STATUS.cancelled }),
  ];
}

/** The scanned forms of a seeded application: the seeded PDF in every slot an application needs. */
function scannedForms(pdfSize: number): CaApplicationRow['files'] {
  const form = (name: string) => [{ fileUrl: SEEDED_PDF, fileName: `${name}.pdf`, size: pdfSize }];
  return {
    protocol: form('证书协议'),
    applicationForm: form('申请表'),
    authorization: form('授权书'),
    businessLicense: form('营业执照'),
    handlerIdCopy: form('经办人身份证复印件'),
  };
}

export const seeders: SeedersOf<SealApplicationTables> = {
  caCertificates: (ctx) => caCertificateRows(ctx.tables.vendors!, ctx.today),
  caApplications: (ctx) =>
    caApplicationRows(
      ctx.tables.vendors!,
      ctx.today,
      ctx.tables.files?.find((f) => f.fileUrl === SEEDED_PDF)?.size ?? 0,
    ),
};
