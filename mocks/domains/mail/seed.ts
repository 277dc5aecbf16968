import { tr } from '../../glossary';
import { catalogue } from '../../catalogue';
import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { MailboxRow, MailRow, MailStaffRow, MailTables, MailTemplateRow, ReceiverGroupRow } from './tables';
import { FOLDER, READ_STATUS, type Folder } from '@/features/mail/contract';

/**
 * Internal mail (SPEC §2 internal message): mails between the demo users, the retailer staff a
 * supplier may write to, the demo retailer's receiver groups, system messages, and the
 * retailer's email templates (SPEC §2 /s/basicinfo/notictemplate).
 */

/** One user's copy of a mail, filed at `time` and not replied to: unread, or read when filed (seeded or sent). */
export function mailboxRow(
  id: string,
  emailId: string,
  ownerId: string,
  folder: Folder,
  time: string,
  unread: boolean,
): MailboxRow {
  return {
    id,
    emailId,
    ownerId,
    folder,
    readStatus: unread ? READ_STATUS.unread : READ_STATUS.read,
    readTime: unread ? null : time,
    replied: false,
    replyTime: null,
    receiveTime: time,
  };
}

const mailbox = (emailId: string, ownerId: string, folder: Folder, sendTime: string, unread = false) =>
  mailboxRow(`${emailId}-${ownerId}`, emailId, ownerId, folder, sendTime, unread);

/** Purchasing accounts of the retailer; 90001 is the demo retailer user (it signs in and reads them). */
export function mailStaffRows(): MailStaffRow[] {
  return [
    { userId: '90001', name: '王晓梅', dept: catalogue('mail:batch.sample.senderName') },
    { userId: '90002', name: '李建国', dept: catalogue('mail:batch.sample.senderName') },
    { userId: '90003', name: '陈静', dept: tr('财务共享中心', 'Finance shared service centre') },
    { userId: '90004', name: '赵磊', dept: tr('物流运营中心', 'Logistics operation centre') },
  ];
}

export function receiverGroupRows(today: string): ReceiverGroupRow[] {
  return [
    {
      groupId: 'G1',
      ownerId: '90001',
      groupName: tr('华南饮料供应商', 'South China beverage suppliers'),
      members: ['100201', '100202', '310201'],
      updatedAt: at(addDays(today, -10), 10),
    },
    {
      groupId: 'G2',
      ownerId: '90001',
      groupName: tr('重点食品供应商', 'Key food suppliers'),
      members: ['100101', '120501', '130601'],
      updatedAt: at(addDays(today, -5), 15),
    },
  ];
}

export const SYSTEM_SENDER = { id: 'system', name: tr('系统消息', 'System message') };

const SYSTEM_SEEDS: Array<[emailId: string, to: string, title: string, content: string, daysAgo: number]> = [
  [
    'S000001',
    '10001',
    tr('结算单已生成', 'A settlement document was generated'),
    '<p>您好：</p><p>本月结算单已生成，请在结算管理中确认。</p>',
    12,
  ],
  ['S000002', '90001', tr('证照审核待办提醒', 'Certificate review reminder'), '<p>有新的供应商证照等待审核。</p>', 11],
];

/** System messages: in the inbox, marked 'system', no reply (SPEC §2 internal message). */
export function systemMailSeeds(
  today: string,
  nameOf: (userId: string) => string,
): { mails: MailRow[]; mailboxes: MailboxRow[] } {
  const mails: MailRow[] = [];
  const mailboxes: MailboxRow[] = [];
  for (const [emailId, to, title, content, daysAgo] of SYSTEM_SEEDS) {
    const sendTime = at(addDays(today, -daysAgo), 8, 30);
    mails.push({
      emailId,
      title,
      content,
      senderId: SYSTEM_SENDER.id,
      senderName: SYSTEM_SENDER.name,
      recipients: [{ id: to, name: nameOf(to) }],
      cc: [],
      attachment: null,
      sendTime,
      system: true,
    });
    mailboxes.push(mailbox(emailId, to, FOLDER.inbox, sendTime));
  }
  return { mails, mailboxes };
}

const MAIL_SEEDS: Array<[title: string, from: string, to: string, unread: boolean, attachment: boolean]> = [
  ['关于本周订单到货时间的确认', '90001', '10001', true, false],
  ['证照即将到期提醒', '90001', '10001', true, true],
  ['对账单已生成，请及时确认', '90001', '10001', false, false],
  ['促销活动报名结果通知', '90001', '10001', false, false],
  ['退货通知单沟通', '90001', '10001', false, false],
  ['新品引进资料补充', '90001', '10002', true, false],
  ['华南区送货预约调整', '90001', '10002', false, false],
  ['关于调价申请的回复', '10001', '90001', true, false],
  ['发票寄送情况说明', '10002', '90001', false, true],
  ['节假日送货计划', '10004', '90001', false, false],
];

function mail(ctx: SeedContext): { mails: MailRow[]; mailboxes: MailboxRow[] } {
  const users = ctx.tables.users!;
  const nameOf = (id: string) => users.find((u) => u.userId === id)!.emplName;
  const mails: MailRow[] = [];
  const mailboxes: MailboxRow[] = [];
  MAIL_SEEDS.forEach(([title, from, to, unread, attachment], i) => {
    const emailId = `E${String(i + 1).padStart(6, '0')}`;
    // From yesterday back: mail sent "now" is always the newest.
    const sendTime = at(addDays(ctx.today, -i - 1), 9 + (i % 8), (i * 7) % 60);
    mails.push({
      emailId,
      title,
      content: `<p>您好：</p><p>${title}，请查收并及时处理。</p>`,
      senderId: from,
      senderName: nameOf(from),
      recipients: [{ id: to, name: nameOf(to) }],
      cc: [],
      attachment: attachment ? { fileUrl: 'group2/M00/00/00/mail-attachment.pdf', fileName: '附件说明.pdf' } : null,
      sendTime,
    });
    mailboxes.push(mailbox(emailId, to, FOLDER.inbox, sendTime, unread));
    mailboxes.push(mailbox(emailId, from, FOLDER.outbox, sendTime));
  });
  return { mails, mailboxes };
}

const userName = (ctx: SeedContext) => (id: string) => ctx.tables.users!.find((u) => u.userId === id)?.emplName ?? id;

const TEMPLATE_SEEDS: Array<[name: string, subject: string, type: MailTemplateRow['type'], body: string]> = [
  [
    '订单到货确认',
    '关于{订单号}到货时间的确认',
    '1',
    '<p>{供应商名称}：</p><p>请确认订单 <b>{订单号}</b> 的到货时间，并于 {截止日期} 前回复。</p>',
  ],
  [
    '证照到期提醒',
    '证照即将到期提醒',
    '3',
    '<p>{供应商名称}：</p><p>贵司以下证照将于 <b>{到期日期}</b> 到期，请及时上传新证照：</p><ul><li>{证照名称}</li></ul>',
  ],
  ['对账单确认', '{月份}对账单已生成', '1', '<p>{供应商名称}：</p><p>{月份}对账单已生成，请登录平台核对并确认。</p>'],
  [
    '促销报名通知',
    '{活动名称}报名通知',
    '2',
    '<h3>{活动名称}</h3><p>报名时间：{开始日期} 至 {结束日期}</p><ol><li>登录平台</li><li>进入促销报名</li><li>提交报名资料</li></ol>',
  ],
  ['退货通知', '退货通知单{单号}', '1', '<p>{供应商名称}：</p><p>门店 {门店} 发起退货，请在规定时限内处理。</p>'],
  [
    '节假日送货安排',
    '{节日}送货安排',
    '2',
    '<p>各位供应商：</p><p>{节日}期间送货安排如下表：</p><table><thead><tr><th>日期</th><th>安排</th></tr></thead><tbody><tr><td>{日期}</td><td>{安排}</td></tr></tbody></table>',
  ],
  ['新品引进资料补充', '新品{商品名称}资料补充', '1', '<p>请补充新品 <i>{商品名称}</i> 的检测报告与标签图片。</p>'],
  ['系统维护通知', '系统维护通知', '2', '<p>平台将于 <b>{维护时间}</b> 进行维护，期间暂停服务。</p>'],
  [
    '违约金确认提醒',
    '违约金待确认提醒',
    '3',
    '<p>{供应商名称}：</p><p>贵司有 {数量} 笔违约金待确认，请于 {截止日期} 前处理。</p>',
  ],
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

export const seeders: SeedersOf<MailTables> = {
  mails: (ctx) => [...mail(ctx).mails, ...systemMailSeeds(ctx.today, userName(ctx)).mails],
  mailboxes: (ctx) => [...mail(ctx).mailboxes, ...systemMailSeeds(ctx.today, userName(ctx)).mailboxes],
  mailStaff: () => mailStaffRows(),
  receiverGroups: (ctx) => receiverGroupRows(ctx.today),
  mailBatches: () => [],
  mailTemplates: (ctx) => mailTemplateRows(ctx),
};
