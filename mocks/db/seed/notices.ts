import { addDays } from '../clock';
import type { SeedContext } from '../seed';
import type { MailTemplateRow, NoticeAttachmentRow } from '../tables';

/**
 * Attachments of the seeded official notices (SPEC §3 official document) and the retailer's
 * email templates (SPEC §2 /s/basicinfo/notictemplate, §6 emailTemplate:add/save/query).
 */

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
  return NOTICE_FILES.map(([noticeId, fileName], i) => ({ noticeId, orderNumber: i, fileUrl: SEEDED_PDF, fileName, size }));
}

const TEMPLATE_SEEDS: Array<[name: string, subject: string, type: MailTemplateRow['type'], body: string]> = [
  ['订单到货确认', '关于{订单号}到货时间的确认', '1', '<p>{供应商名称}：</p><p>请确认订单 <b>{订单号}</b> 的到货时间，并于 {截止日期} 前回复。</p>'],
  ['证照到期提醒', '证照即将到期提醒', '3', '<p>{供应商名称}：</p><p>贵司以下证照将于 <b>{到期日期}</b> 到期，请及时上传新证照：</p><ul><li>{证照名称}</li></ul>'],
  ['对账单确认', '{月份}对账单已生成', '1', '<p>{供应商名称}：</p><p>{月份}对账单已生成，请登录平台核对并确认。</p>'],
  ['促销报名通知', '{活动名称}报名通知', '2', '<h3>{活动名称}</h3><p>报名时间：{开始日期} 至 {结束日期}</p><ol><li>登录平台</li><li>进入促销报名</li><li>提交报名资料</li></ol>'],
  ['退货通知', '退货通知单{单号}', '1', '<p>{供应商名称}：</p><p>门店 {门店} 发起退货，请在规定时限内处理。</p>'],
  ['节假日送货安排', '{节日}送货安排', '2', '<p>各位供应商：</p><p>{节日}期间送货安排如下表：</p><table><thead><tr><th>日期</th><th>安排</th></tr></thead><tbody><tr><td>{日期}</td><td>{安排}</td></tr></tbody></table>'],
  ['新品引进资料补充', '新品{商品名称}资料补充', '1', '<p>请补充新品 <i>{商品名称}</i> 的检测报告与标签图片。</p>'],
  ['系统维护通知', '系统维护通知', '2', '<p>平台将于 <b>{维护时间}</b> 进行维护，期间暂停服务。</p>'],
  ['违约金确认提醒', '违约金待确认提醒', '3', '<p>{供应商名称}：</p><p>贵司有 {数量} 笔违约金待确认，请于 {截止日期} 前处理。</p>'],
  ['预约送货提醒', '预约送货提醒', '3', '<p>请于送货前一天完成预约，预约号：{预约号}。</p>'],
];

export function mailTemplateRows(ctx: SeedContext): MailTemplateRow[] {
  // Three rounds of the seeds (regional variants) so the list pages and sorts.
  const regions = ['', '（华南）', '（华东）'];
  return regions.flatMap((region, r) =>
    TEMPLATE_SEEDS.map(([name, subject, type, body], i) => {
      const n = r * TEMPLATE_SEEDS.length + i;
      const createDate = addDays(ctx.today, -(200 - n * 5 + ctx.rng.int(0, 3)));
      const modifyDate = addDays(createDate, ctx.rng.int(0, 30));
      return {
        templateId: `T${String(n + 1).padStart(4, '0')}`,
        name: `${name}${region}`,
        subject,
        type,
        body,
        creatorId: '90001',
        creator: '王晓梅',
        createDate,
        modifier: '王晓梅',
        modifyDate: modifyDate > ctx.today ? ctx.today : modifyDate,
      };
    }),
  );
}
