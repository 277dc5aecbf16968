import { tr } from '../../glossary';
import { addDays, at } from '../clock';
import type { MailboxRow, MailRow, MailStaffRow, ReceiverGroupRow } from '../tables';

/**
 * Mail reference data and seeds beyond the plain mails of seed.ts: the retailer staff a supplier
 * may write to, the demo retailer's receiver groups, and system messages (SPEC §2 internal message).
 */

/** Purchasing accounts of the retailer; 90001 is the demo retailer user (it signs in and reads them). */
export function mailStaffRows(): MailStaffRow[] {
  return [
    { userId: '90001', name: '王晓梅', dept: tr('采购中心', 'Purchasing centre') },
    { userId: '90002', name: '李建国', dept: tr('采购中心', 'Purchasing centre') },
    { userId: '90003', name: '陈静', dept: tr('财务共享中心', 'Finance shared service centre') },
    { userId: '90004', name: '赵磊', dept: tr('物流运营中心', 'Logistics operation centre') },
  ];
}

export function receiverGroupRows(today: string): ReceiverGroupRow[] {
  return [
    { groupId: 'G1', ownerId: '90001', groupName: tr('华南饮料供应商', 'South China beverage suppliers'), members: ['100201', '100202', '310201'], updatedAt: at(addDays(today, -10), 10) },
    { groupId: 'G2', ownerId: '90001', groupName: tr('重点食品供应商', 'Key food suppliers'), members: ['100101', '120501', '130601'], updatedAt: at(addDays(today, -5), 15) },
  ];
}

export const SYSTEM_SENDER = { id: 'system', name: tr('系统消息', 'System message') };

const SYSTEM_SEEDS: Array<[emailId: string, to: string, title: string, content: string, daysAgo: number]> = [
  ['S000001', '10001', tr('结算单已生成', 'A settlement document was generated'), '<p>您好：</p><p>本月结算单已生成，请在结算管理中确认。</p>', 12],
  ['S000002', '90001', tr('证照审核待办提醒', 'Certificate review reminder'), '<p>有新的供应商证照等待审核。</p>', 11],
];

/** System messages: in the inbox, marked 'system', no reply (SPEC §2 internal message). */
export function systemMailSeeds(today: string, nameOf: (userId: string) => string): { mails: MailRow[]; mailboxes: MailboxRow[] } {
  const mails: MailRow[] = [];
  const mailboxes: MailboxRow[] = [];
  for (const [emailId, to, title, content, daysAgo] of SYSTEM_SEEDS) {
    const sendTime = at(addDays(today, -daysAgo), 8, 30);
    mails.push({ emailId, title, content, senderId: SYSTEM_SENDER.id, senderName: SYSTEM_SENDER.name, recipients: [{ id: to, name: nameOf(to) }], cc: [], attachment: null, sendTime, system: true });
    mailboxes.push({ id: `${emailId}-${to}`, emailId, ownerId: to, folder: 'inbox', readStatus: 1, readTime: sendTime, replied: false, replyTime: null, receiveTime: sendTime });
  }
  return { mails, mailboxes };
}
