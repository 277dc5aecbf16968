import { addDays, at } from '../../db/clock';
import type { SeedersOf } from '../../db/seed';
import { tr } from '../../glossary';
import type { RegisterTables, RegistrationRow } from './tables';
import { REGISTRATION_STATUS } from '@/features/register/contract';

const compact = (iso: string) => iso.replace(/-/g, '');
/** The platform's seeded PDF (mocks/domains/platform/seed.ts), standing in for a scanned licence. */
const SEEDED_PDF = 'group2/M00/00/00/mail-attachment.pdf';

type Company = Pick<
  RegistrationRow,
  | 'venderName'
  | 'businessLicenseNo'
  | 'contact'
  | 'phone'
  | 'email'
  | 'address'
  | 'postalCode'
  | 'provinceId'
  | 'cityId'
>;

const COMPANIES: Company[] = [
  {
    venderName: '深圳市鲜丰果业有限公司',
    businessLicenseNo: '91440300MA5G0R8K2X',
    contact: '赵敏',
    phone: '13823456789',
    email: 'zhaomin@xianfeng.cn',
    address: '广东省深圳市罗湖区东门北路1008号',
    postalCode: '518000',
    provinceId: '440000',
    cityId: '440300',
  },
  {
    venderName: '广州市禾田米业有限公司',
    businessLicenseNo: '91440101MA59K2P31Q',
    contact: '陈立',
    phone: '13902234567',
    email: 'chenli@hetian.cn',
    address: '广东省广州市白云区太和镇米业路8号',
    postalCode: '510000',
    provinceId: '440000',
    cityId: '440100',
  },
  {
    venderName: '南京金陵食品有限公司',
    businessLicenseNo: '91320100MA1N7Q2W5E',
    contact: '王芳',
    phone: '13705123456',
    email: 'wangfang@jlfood.cn',
    address: '江苏省南京市江宁区秣陵街道食品园12号',
    postalCode: '210000',
    provinceId: '320000',
    cityId: '320100',
  },
  {
    venderName: '东莞市洁雅日用品有限公司',
    businessLicenseNo: '91441900MA4W3R6T8Y',
    contact: '李强',
    phone: '13650123456',
    email: 'liqiang@jieya.cn',
    address: '广东省东莞市长安镇工业大道66号',
    postalCode: '523000',
    provinceId: '440000',
    cityId: '441900',
  },
  {
    venderName: '佛山市顺德区美厨电器有限公司',
    businessLicenseNo: '91440606MA51B8C9D0',
    contact: '周洁',
    phone: '13790123456',
    email: 'zhoujie@meichu.cn',
    address: '广东省佛山市顺德区大良街道家电路3号',
    postalCode: '528300',
    provinceId: '440000',
    cityId: '440600',
  },
];

/**
 * Registrations received (the retailer's review screen /s/basicinfo/registration_review lists them):
 * three submitted, one approved, one rejected, each with its scanned business licence.
 */
export function registrationRows(today: string, pdfSize = 0): RegistrationRow[] {
  const decided: Array<Partial<RegistrationRow>> = [
    {},
    {},
    {},
    { status: REGISTRATION_STATUS.approved, checker: '王丽', remark: '' },
    {
      status: REGISTRATION_STATUS.rejected,
      checker: '王丽',
      remark: tr('营业执照扫描件不清晰，请重新上传', 'The business licence scan is unreadable: please upload it again'),
    },
  ];
  const days = [-12, -2, -1, -20, -15];
  return COMPANIES.map((c, i) => {
    const day = addDays(today, days[i]);
    const taxNumber = c.businessLicenseNo;
    return {
      ...c,
      registerNo: `REG${compact(day)}${String(i + 1).padStart(4, '0')}`,
      orgCode: taxNumber.slice(8, 17),
      taxNumber,
      licenseFiles: [{ fileUrl: SEEDED_PDF, fileName: `营业执照-${taxNumber}.pdf`, size: pdfSize }],
      status: REGISTRATION_STATUS.submitted,
      createdAt: at(day, 9 + i, 30),
      ...(decided[i].status ? { checkDate: at(addDays(day, 2), 16) } : {}),
      ...decided[i],
    };
  });
}

export const seeders: SeedersOf<RegisterTables> = {
  registrations: (ctx) =>
    registrationRows(ctx.today, ctx.tables.files?.find((f) => f.fileUrl === SEEDED_PDF)?.size ?? 0),
};
