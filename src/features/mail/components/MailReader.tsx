import { Button, Descriptions, Skeleton, Space, Tag } from 'antd';
import { Drawer } from '@/kit/dialog';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { downloadFile } from '@/api/common';
import { saveBlob } from '@/api/download';
import { RichText } from '@/kit/richtext';
import { useRequest } from '@/kit/useRequest';
import { getMail } from '../api';
import { canReply, FOLDER, MOVE } from '../contract';
import type { MailDetail } from '../types';

type Props = {
  /** The caller's mailbox row to show; null: closed. */
  id: string | null;
  onClose: () => void;
  /** The server marked it read (the list and unread count follow). */
  onLoaded: (mail: MailDetail) => void;
  onReply: (mail: MailDetail) => void;
  onForward: (mail: MailDetail) => void;
  onMove: (mail: MailDetail, action: typeof MOVE.recycle | typeof MOVE.recover) => void;
};

const names = (list: { id: string; name: string }[]) =>
  list.map((r) => `${showServerText(r.name)} (${r.id})`).join(', ');

/** The read view: opening marks read (server), header with times, attachment download, body sanitized. */
export function MailReader({ id, onClose, onLoaded, onReply, onForward, onMove }: Props) {
  const { t } = useTranslation('mail');
  // The server's names and subject in the user's script (zh-HK: Traditional once the converter is in).
  useServerTextConverter();
  const { data } = useRequest(
    (signal) =>
      id
        ? getMail(id, { signal }).then((mail) => {
            onLoaded(mail);
            return mail;
          })
        : Promise.resolve(null),
    [id],
  );
  const mail = data && data.id === id ? data : null;

  const download = async (file: NonNullable<MailDetail['attachment']>) => {
    const { blob } = await downloadFile(file.fileUrl);
    saveBlob(blob, file.fileName);
  };

  const to = mail ? (mail.group ? t('compose.groupOption', { name: mail.group.name }) : names(mail.recipients)) : '';
  return (
    <Drawer
      open={id !== null}
      title={mail ? showServerText(mail.title) : t('read.loading')}
      size={780}
      onClose={onClose}
      destroyOnHidden
      extra={
        mail && (
          <Space>
            {mail.folder === FOLDER.inbox && canReply(mail) && mail.replyAddress && (
              <Button onClick={() => onReply(mail)}>{t('action.reply')}</Button>
            )}
            {mail.folder !== FOLDER.draft && <Button onClick={() => onForward(mail)}>{t('action.forward')}</Button>}
            {mail.folder === FOLDER.recycle ? (
              <Button onClick={() => onMove(mail, MOVE.recover)}>{t('action.recover')}</Button>
            ) : (
              <Button danger onClick={() => onMove(mail, MOVE.recycle)}>
                {t('action.recycle')}
              </Button>
            )}
          </Space>
        )
      }
    >
      {!mail ? (
        <Skeleton active />
      ) : (
        <article className="vsm-mail-read" aria-label={t('read.label')}>
          {mail.system && <Tag color="blue">{t('marker.system')}</Tag>}
          {mail.replied && <Tag color="green">{t('marker.replied')}</Tag>}
          <Descriptions
            size="small"
            column={1}
            bordered
            style={{ margin: '12px 0' }}
            items={[
              { key: 'from', label: t('field.sender'), children: showServerText(mail.senderName) },
              { key: 'to', label: t('field.to'), children: to },
              ...(mail.cc.length ? [{ key: 'cc', label: t('field.cc'), children: names(mail.cc) }] : []),
              { key: 'sendTime', label: t('field.sendTime'), children: mail.sendTime || '-' },
              ...(mail.folder === FOLDER.inbox || mail.originFolder === FOLDER.inbox
                ? [{ key: 'receiveTime', label: t('field.receiveTime'), children: mail.receiveTime }]
                : []),
              ...(mail.readTime ? [{ key: 'readTime', label: t('field.readTime'), children: mail.readTime }] : []),
              ...(mail.replyTime ? [{ key: 'replyTime', label: t('field.replyTime'), children: mail.replyTime }] : []),
              ...(mail.attachment
                ? [
                    {
                      key: 'attachment',
                      label: t('field.attachment'),
                      children: (
                        <Button
                          type="link"
                          size="small"
                          icon={<PaperClipOutlined />}
                          onClick={() => void download(mail.attachment!)}
                        >
                          {mail.attachment.fileName}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <RichText html={mail.content} className="vsm-mail-body" />
        </article>
      )}
    </Drawer>
  );
}
