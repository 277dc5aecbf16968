import { useCallback, useMemo, useRef, useState } from 'react';
import { Badge, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { QueryPage, type QueryPageHandle } from '@/kit/query';
import { useSide } from '@/kit/permissions';
import { useRequest } from '@/kit/useRequest';
import { useToast } from '@/kit/useToast';
import { useMailUnread } from '@/stores/mailUnread';
import { useSession } from '@/stores/session';
import { getMail, listMail, mailRecipients, moveMail } from '../api';
import { FOLDER, isEditableDraft, isUnread, type MoveAction } from '../contract';
import { BatchMail } from '../components/BatchMail';
import { ComposeDialog } from '../components/ComposeDialog';
import { MailReader } from '../components/MailReader';
import { MailTitle } from '../components/MailTitle';
import { ReceiverGroups } from '../components/ReceiverGroups';
import { composeFromDraft, forwardOf, replyOf, type QuoteLabels } from '../rules';
import { mailQuery } from '../schemas/mailQuery';
import type { Folder, MailDetail, MailItem } from '../types';
import { useCompose } from '../useCompose';
import '../mail.css';

/** The address names of the tabs (SPEC §2 /message/email/:tabs?); 'drafts' is the draft folder. */
const FOLDER_OF_TAB: Record<string, Folder> = {
  inbox: FOLDER.inbox,
  outbox: FOLDER.outbox,
  drafts: FOLDER.draft,
  recycle: FOLDER.recycle,
};
type TabKey = 'inbox' | 'outbox' | 'drafts' | 'recycle' | 'groups' | 'batch';

/** The tab an address names: a folder, or for retailer staff receiver groups and batch mail; else the inbox. */
const tabOf = (tabs: string | undefined, staff: boolean): TabKey =>
  tabs && (tabs in FOLDER_OF_TAB || (staff && (tabs === 'groups' || tabs === 'batch'))) ? (tabs as TabKey) : 'inbox';

/**
 * Internal mail (SPEC §2 messages): inbox, outbox, drafts and recycle bin for both sides, plus
 * receiver groups and batch mail for retailer staff. `?open=<emailId>` (the workbench) opens a mail.
 */
export default function MailPage() {
  const { t } = useTranslation('mail');
  const side = useSide();
  const staff = side === 'retailer';
  const toast = useToast();
  const userId = useSession((s) => s.user?.account);
  const { tabs } = useParams();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  // The folder follows the address (/message/email/<tab>), so a link to /message/email/inbox (the
  // header's envelope) brings an open mail tab back to the inbox; an unknown one reads as the inbox.
  const tab: TabKey = tabOf(tabs, staff);
  const folder = FOLDER_OF_TAB[tab] as Folder | undefined;
  const list = useRef<QueryPageHandle>(null);
  /** The mail in the read view, and whether it was unread (opening it changes the counts). */
  const [reading, setReading] = useState<{ id: string; unread: boolean } | null>(null);
  const unread = useMailUnread((s) => s.count);
  const refreshUnread = useMailUnread((s) => s.refresh);

  const changed = useCallback(() => {
    list.current?.reload();
    void refreshUnread();
  }, [refreshUnread]);
  const compose = useCompose(userId, changed);
  const recipients = useRequest((signal) => mailRecipients({ signal }), [userId]);

  // The unread count on arrival, and the mail the workbench asked to open. It opens once ?open= is
  // gone from the address: that change would close a reply begun in the reader meanwhile (kit Dialog).
  const openParam = searchParams.get('open');
  const [toOpen, setToOpen] = useState<{ id: string; unread: boolean } | null>(null);
  if (toOpen && !openParam) {
    setReading(toOpen);
    setToOpen(null);
  }
  useRequest(
    async (signal) => {
      void refreshUnread();
      if (!openParam) return null;
      const page = await listMail(
        { pageNo: 1, pageSize: 1, params: { folder: FOLDER.inbox, emailId: openParam } },
        { signal },
      );
      const row = page.pageData[0];
      if (row) setToOpen({ id: row.id, unread: isUnread(row) });
      setSearchParams((p) => (p.delete('open'), p), { replace: true });
      return row ?? null;
    },
    [openParam],
  );

  const quote: QuoteLabels = {
    header: t('quote.header'),
    from: t('field.sender'),
    to: t('field.to'),
    sent: t('field.sendTime'),
    subject: t('field.title'),
  };

  const move = useCallback(
    async (ids: string[], action: MoveAction) => {
      await moveMail(ids, action);
      toast.success(t(`done.${action}`, { count: ids.length }));
      changed();
    },
    [changed, t, toast],
  );

  const startCompose = compose.start;
  const open = useCallback(
    async (row: MailItem) => {
      if (!isEditableDraft(row)) return setReading({ id: row.id, unread: isUnread(row) });
      startCompose(composeFromDraft(await getMail(row.id)));
    },
    [startCompose],
  );

  const config = useMemo(
    () =>
      folder &&
      mailQuery(folder, {
        renderTitle: (row) => <MailTitle mail={row} onOpen={(m) => void open(m)} />,
        compose: () => startCompose(),
        moved: () => void refreshUnread(),
      }),
    [folder, startCompose, refreshUnread, open],
  );

  const inboxLabel = (
    <span>
      {t('folder.inbox')}
      {!!unread && (
        <Badge count={unread} size="small" offset={[6, -2]} aria-label={t('unreadCount', { count: unread })} />
      )}
    </span>
  );
  const tabItems = [
    { key: 'inbox', label: inboxLabel },
    { key: 'outbox', label: t('folder.outbox') },
    { key: 'drafts', label: t('folder.draft') },
    { key: 'recycle', label: t('folder.recycle') },
    ...(staff
      ? [
          { key: 'groups', label: t('groups.tab') },
          { key: 'batch', label: t('batch.tab') },
        ]
      : []),
  ];

  return (
    <div className="vsm-mail-page">
      <Tabs
        activeKey={tab}
        items={tabItems}
        onChange={(key) =>
          // The folder's own address, replacing this one; the search of one folder does not carry over to the next.
          navigate(`${staff ? '/s' : ''}/message/email/${key}`, { replace: true })
        }
      />
      {config && <QueryPage key={folder} ref={list} config={config} />}
      {tab === 'groups' && <ReceiverGroups onChanged={() => recipients.reload()} />}
      {tab === 'batch' && (
        <BatchMail
          vendors={recipients.data ? recipients.data.filter((r) => r.kind === 'vendor') : null}
          onSent={changed}
        />
      )}
      <MailReader
        id={reading?.id ?? null}
        onClose={() => setReading(null)}
        onLoaded={() => reading?.unread && changed()}
        onReply={(mail: MailDetail) => {
          setReading(null);
          compose.start(replyOf(mail, quote));
        }}
        onForward={(mail: MailDetail) => {
          setReading(null);
          compose.start(forwardOf(mail, quote));
        }}
        onMove={(mail, action) => {
          setReading(null);
          void move([mail.id], action);
        }}
      />
      <ComposeDialog compose={compose} recipients={recipients.data ?? []} staff={staff} />
    </div>
  );
}
