import { isBlankHtml } from '@/kit/richtext';
import { GROUP_PREFIX, isGroup, mailProblems, type MailProblem } from './contract';
import type { ComposeState, MailDetail, SaveBody } from './types';

/** The compose form's state and reply/forward; its SPEC §5 rules are the contract's (mailProblems). */

export const EMPTY_COMPOSE: ComposeState = {
  to: [],
  cc: [],
  title: '',
  content: '',
  attachment: [],
  replyTo: null,
  forwardOf: null,
  draftId: null,
};

/** What keeps the mail from being sent (SPEC §5), by field. */
export const composeProblems = (s: ComposeState): MailProblem[] => mailProblems(s, true);

/** What the save call gets: a group goes as groupId, never mixed into `to`. */
export function toSaveBody(s: ComposeState, send: boolean): SaveBody {
  const group = s.to.find(isGroup);
  const file = s.attachment[0];
  return {
    ...(s.draftId ? { id: s.draftId } : {}),
    to: s.to.filter((id) => !isGroup(id)),
    cc: s.cc,
    ...(group ? { groupId: group.slice(GROUP_PREFIX.length) } : {}),
    title: s.title.trim(),
    content: s.content,
    attachment: file ? { fileUrl: file.fileUrl, fileName: file.fileName } : null,
    ...(s.replyTo ? { replyTo: s.replyTo } : {}),
    ...(s.forwardOf ? { forwardOf: s.forwardOf } : {}),
    send,
  };
}

/** Whether the compose form holds anything worth keeping. */
export const isBlankCompose = (s: ComposeState) =>
  !s.to.length && !s.cc.length && !s.title.trim() && isBlankHtml(s.content) && !s.attachment.length;

export const replyTitle = (title: string) => (/^re:/i.test(title) ? title : `Re: ${title}`);
export const forwardTitle = (title: string) => (/^fw:/i.test(title) ? title : `Fw: ${title}`);

// ---------------------------------------------------------------- reply and forward

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type QuoteLabels = { header: string; from: string; to: string; sent: string; subject: string };

/** The original mail under a reply or forward: a header block, then its body. */
export function quoteOriginal(mail: MailDetail, labels: QuoteLabels): string {
  const to = mail.group ? mail.group.name : mail.recipients.map((r) => r.name).join(', ');
  const head = [
    labels.header,
    `${labels.from}: ${mail.senderName}`,
    `${labels.to}: ${to}`,
    `${labels.sent}: ${mail.sendTime}`,
    `${labels.subject}: ${mail.title}`,
  ];
  return `<p><br></p><p><br></p>${head.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<blockquote>${mail.content}</blockquote>`;
}

/** A reply: to the sender, Re: subject, original quoted, linked to the replied copy. */
export function replyOf(mail: MailDetail, labels: QuoteLabels): ComposeState {
  return {
    ...EMPTY_COMPOSE,
    to: mail.replyAddress ? [mail.replyAddress.id] : [],
    title: replyTitle(mail.title),
    content: quoteOriginal(mail, labels),
    replyTo: mail.id,
  };
}

/** A forward: no recipients yet, Fw: subject, original quoted, attachment kept. */
export function forwardOf(mail: MailDetail, labels: QuoteLabels): ComposeState {
  const attachment = mail.attachment
    ? [{ fileUrl: mail.attachment.fileUrl, fileName: mail.attachment.fileName, size: 0 }]
    : [];
  return {
    ...EMPTY_COMPOSE,
    title: forwardTitle(mail.title),
    content: quoteOriginal(mail, labels),
    attachment,
    forwardOf: mail.id,
  };
}

/** A server draft opened again for writing. */
export function composeFromDraft(mail: MailDetail): ComposeState {
  return {
    ...EMPTY_COMPOSE,
    to: mail.group ? [GROUP_PREFIX + mail.group.id] : mail.recipients.map((r) => r.id),
    cc: mail.cc.map((r) => r.id),
    title: mail.title,
    content: mail.content,
    attachment: mail.attachment ? [{ ...mail.attachment, size: 0 }] : [],
    draftId: mail.id,
  };
}
