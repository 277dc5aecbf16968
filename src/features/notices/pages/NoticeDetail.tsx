import { useState } from 'react';
import { Button, Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { useParams } from 'react-router-dom';
import { downloadFile } from '@/api/common';
import { saveBlob } from '@/api/download';
import type { UploadedFile } from '@/api/types';
import { EmptyState } from '@/kit/EmptyState';
import { MaybeLink } from '@/kit/MaybeLink';
import { useRights, useSide } from '@/kit/permissions';
import { RichText } from '@/kit/richtext';
import { useDocumentActions } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { getNotice } from '../api';
import { NoticeEditor } from '../components/NoticeEditor';
import { PUBLISH_RIGHT, isDraftNotice } from '../contract';
import { SEND_DRAFTS } from '../schemas/noticeQuery';
import type { NoticeDetail as Detail } from '../types';
import '../notices.css';

/**
 * One official notice (SPEC §2 /message/ndetail/:id, /s/message/ndetail/:id): header, attachments
 * and the body (sanitized by RichText). Opening it counts the reader once (server). A publisher
 * may edit or send a draft from here.
 */
export default function NoticeDetail() {
  const { id = '' } = useParams();
  const { t } = useTranslation('notices');
  useServerTextConverter();
  const side = useSide();
  const { has } = useRights();
  const { data, error, loading, reload } = useRequest((signal) => getNotice(id, { signal }), [id], {
    early: 'notices/detail',
  });
  const [editing, setEditing] = useState(false);
  const actions = useDocumentActions<Detail>(reload);
  const notice = data && data.id === id ? data : null;

  if (!notice) return loading || !error ? <Skeleton active aria-label={t('detail.loading')} /> : <EmptyState />;

  const download = async (file: UploadedFile) => {
    const { blob } = await downloadFile(file.fileUrl);
    saveBlob(blob, file.fileName);
  };

  const draft = isDraftNotice(notice);
  return (
    <article className="vsm-notice" aria-labelledby="vsm-notice-title">
      <header className="vsm-notice-header">
        <Typography.Title level={3} id="vsm-notice-title" className="vsm-notice-title">
          {notice.sticky && (
            <Tag color="blue" variant="filled">
              {t('marker.sticky')}
            </Tag>
          )}
          {draft && <Tag color="orange">{t('marker.draft')}</Tag>}
          {showServerText(notice.title)}
        </Typography.Title>
        <Space>
          {draft && has(PUBLISH_RIGHT) && (
            <>
              <Button onClick={() => setEditing(true)}>{t('action.edit')}</Button>
              <Button type="primary" onClick={() => actions.start(SEND_DRAFTS, [notice])}>
                {t('action.send')}
              </Button>
            </>
          )}
          <MaybeLink to={side === 'retailer' ? '/s/message/notice' : '/message/notice'}>{t('detail.back')}</MaybeLink>
        </Space>
      </header>
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} items={headerItems(notice, t)} />
      <section className="vsm-notice-attachments" aria-label={t('detail.attachments')}>
        <Typography.Text strong>{t('detail.attachments')}: </Typography.Text>
        {notice.attachmentList.length === 0 && (
          <Typography.Text type="secondary">{t('detail.noAttachments')}</Typography.Text>
        )}
        {notice.attachmentList.map((file) => (
          <Button
            key={`${file.fileUrl}#${file.fileName}`}
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            aria-label={t('action.download', { name: file.fileName })}
            onClick={() => void download(file)}
          >
            {file.fileName}
          </Button>
        ))}
      </section>
      <section aria-label={t('detail.body')}>
        <RichText html={notice.content} className="vsm-notice-body" />
      </section>
      {draft && (
        <NoticeEditor noticeId={editing ? notice.id : undefined} onClose={() => setEditing(false)} onSaved={reload} />
      )}
      {actions.element}
    </article>
  );
}

function headerItems(n: Detail, t: (key: string) => string) {
  return [
    { key: 'docNo', label: t('field.docNo'), children: n.docNo },
    { key: 'publisher', label: t('field.publisher'), children: showServerText(n.publisher) },
    { key: 'readers', label: t('field.readers'), children: <span data-testid="notice-readers">{n.readers}</span> },
    { key: 'publishDate', label: t('field.publishDate'), children: n.publishDate || '-' },
    { key: 'modifyDate', label: t('field.modifyDate'), children: n.modifyDate || '-' },
    { key: 'audience', label: t('field.audience'), children: t(`audience.${n.audience}`) },
  ];
}
