import { tr } from '../../glossary';
import type { IdName } from '../tables';
import type { CommonUrlRow, EvidenceTypeRow, HelpRow } from '../../domains/platform/tables';

const list = (items: Array<[string, string, string]>): IdName[] =>
  items.map(([id, zh, en]) => ({ id, name: tr(zh, en) }));

export const PAY_MODES = list([
  ['1', '银行转账', 'Bank transfer'],
  ['2', '电汇', 'Wire transfer'],
  ['3', '银行承兑汇票', "Banker's acceptance"],
  ['4', '商业承兑汇票', 'Commercial acceptance'],
  ['5', '支票', 'Cheque'],
]);

export const ACCOUNT_TYPES = list([
  ['1', '基本存款账户', 'Basic deposit account'],
  ['2', '一般存款账户', 'General deposit account'],
  ['3', '专用存款账户', 'Special deposit account'],
  ['4', '临时存款账户', 'Temporary deposit account'],
]);

export const FINANCING_TYPES = list([
  ['1', '保理融资', 'Factoring'],
  ['2', '订单融资', 'Order financing'],
  ['3', '应收账款质押', 'Receivables pledge'],
]);

export const TAX_LEVELS = list([
  ['1', '一般纳税人', 'General taxpayer'],
  ['2', '小规模纳税人', 'Small-scale taxpayer'],
]);

export const CERT_CATEGORIES = list([
  ['1', '企业证照', 'Company licences'],
  ['2', '商品证照', 'Goods certificates'],
  ['3', '品牌证照', 'Brand certificates'],
]);

export const CERT_TYPES = list([
  ['101', '营业执照', 'Business licence'],
  ['102', '食品经营许可证', 'Food business licence'],
  ['103', '食品生产许可证', 'Food production licence'],
  ['104', '全国工业产品生产许可证', 'Industrial product production licence'],
  ['105', '化妆品生产许可证', 'Cosmetics production licence'],
  ['106', '卫生许可证', 'Sanitary licence'],
  ['201', '质检报告', 'Quality inspection report'],
  ['202', '进口商品报关单', 'Import customs declaration'],
  ['203', '入境货物检验检疫证明', 'Entry inspection and quarantine certificate'],
  ['301', '商标注册证', 'Trademark registration'],
  ['302', '品牌授权书', 'Brand authorisation letter'],
]);

export const EVIDENCE_TYPES: EvidenceTypeRow[] = [
  ['101', '营业执照', 1, true],
  ['102', '食品经营许可证', 1, true],
  ['201', '质检报告', 1, true],
  ['301', '商标注册证', 0, false],
  ['302', '品牌授权书', 1, false],
  ['203', '入境货物检验检疫证明', 0, false],
].map(([id, name, yearFlag, required]) => ({
  id: String(id),
  name: String(name),
  ctId: String(id),
  ctName: String(name),
  yearFlag: yearFlag as 0 | 1,
  required: Boolean(required),
}));

/** Help files are seeded as small PDFs in the files table (public, no token needed). */
export const HELP_LIST: Array<HelpRow & { fileName: string }> = [
  ['h1', '供应商操作手册', 'Supplier user manual', 'supplier-manual.pdf'],
  ['h2', '网上预约操作指南', 'Online booking guide', 'online-booking-guide.pdf'],
  ['h3', '电子签章使用说明', 'Electronic signature guide', 'e-signature-guide.pdf'],
  ['h4', '证照上传规范', 'Certificate upload rules', 'certificate-rules.pdf'],
  ['h5', '常见问题解答', 'Frequently asked questions', 'faq.pdf'],
].map(([id, zh, en, fileName]) => ({
  id,
  title: tr(zh, en),
  fileName,
  url: `/api/fea-vsm/common/group2/file/download?fileUrl=${encodeURIComponent(`group2/help/${fileName}`)}`,
}));

export const COMMON_URLS: CommonUrlRow[] = [
  {
    appCode: 'fea-vsm',
    helpUrl: '/web/fea-vsm/help',
    portalUrl: '/portal/',
    fileUrl: '/api/fea-vsm/common/group2/file/download?fileUrl=',
  },
];
