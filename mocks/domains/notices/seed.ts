import { addDays } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { NoticeAttachmentRow, NoticeRow, NoticesTables } from './tables';
import { AUDIENCE, NOTICE_STATUS } from '@/features/notices/contract';

const compact = (iso: string) => iso.replace(/-/g, '');

/** Official notices (SPEC §3 official document) and their attachments. */

/** A stored PDF the seed already holds (files seeder): notices point at it under their own names. */
const SEEDED_PDF = 'group2/M00/00/00/mail-attachment.pdf';

const NOTICE_FILES: Array<[noticeId: string, fileName: string]> = [
  ['1', '春节期间送货安排表.pdf'],
  ['1', '春节值班联系人.pdf'],
  ['2', '电子签章操作手册.pdf'],
  ['3', '证照年审清单.pdf'],
  ['8', '红字发票开具流程.pdf'],
];

export function noticeAttachmentRows(ctx: SeedContext): NoticeAttachmentRow[] {
  const size = ctx.tables.files?.find((f) => f.fileUrl === SEEDED_PDF)?.size ?? 0;
  return NOTICE_FILES.map(([noticeId, fileName], i) => ({
    noticeId,
    orderNumber: i,
    fileUrl: SEEDED_PDF,
    fileName,
    size,
  }));
}

const NOTICE_TITLES: Array<[string, boolean, NoticeRow['audience']]> = [
  ['关于春节期间订单及送货安排的通知', true, AUDIENCE.all],
  ['关于启用电子签章系统的通知', true, AUDIENCE.supplier],
  ['供应商证照年审工作安排', true, AUDIENCE.supplier],
  ['关于调整结算周期的公告', false, AUDIENCE.supplier],
  ['网上预约送货规则更新说明', false, AUDIENCE.all],
  ['关于加强食品安全管理的通知', false, AUDIENCE.all],
  ['2024年度优秀供应商表彰名单', false, AUDIENCE.all],
  ['关于红字发票开具流程的说明', false, AUDIENCE.supplier],
  ['系统维护升级公告', false, AUDIENCE.all],
  ['关于新品引进流程优化的通知', false, AUDIENCE.supplier],
  ['门店促销员管理规范', false, AUDIENCE.retailer],
  ['关于端午节促销活动报名的通知', false, AUDIENCE.supplier],
];

function notices(ctx: SeedContext): NoticeRow[] {
  return NOTICE_TITLES.map(([title, sticky, audience], i) => {
    const day = addDays(ctx.today, -(i * 3 + ctx.rng.int(0, 2)));
    // The last one is a draft: not published, nobody has read it.
    const draft = i === NOTICE_TITLES.length - 1;
    return {
      id: String(i + 1),
      docNo: `GW${compact(day)}${String(i + 1).padStart(3, '0')}`,
      title,
      content: `<p>各位供应商：</p><p>${title}，详情请见附件或咨询对应采购人员。</p><p>华润万家采购中心</p>`,
      publisher: i % 3 === 0 ? '采购中心' : i % 3 === 1 ? '信息技术部' : '财务共享中心',
      publishDate: draft ? '' : day,
      modifyDate: day,
      sticky,
      status: draft ? NOTICE_STATUS.draft : NOTICE_STATUS.sent,
      audience,
      readerIds: draft ? [] : i % 2 === 0 ? ['10002', '90001'] : ['10001', '10002'],
    };
  });
}

export const seeders: SeedersOf<NoticesTables> = {
  notices: (ctx) => notices(ctx),
  noticeAttachments: (ctx) => noticeAttachmentRows(ctx),
};
