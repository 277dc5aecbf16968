import { useState } from 'react';
import { Card, Empty, Input, Skeleton, Typography } from 'antd';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import { useTranslation } from 'react-i18next';
import { helpList } from '@/api/common';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { useRequest } from '@/kit/useRequest';
import { safeHref } from '@/lib/safeUrl';

/**
 * The help centre (SPEC §1, §2 /help): the server's help documents, searchable by title. Titles read
 * in the user's script (zh-HK: Traditional) and are searched as read or as the server wrote them.
 */
export default function HelpCentre() {
  const { t } = useTranslation('help');
  const [keyword, setKeyword] = useState('');
  const { data, loading } = useRequest((signal) => helpList({ signal }), []);
  // Renders again once the zh-HK converter is in (a short list: no memo to keep in step with it).
  useServerTextConverter();
  const word = keyword.trim().toLowerCase();
  const items = (data ?? [])
    .map((item) => ({ ...item, shown: showServerText(item.title) }))
    .filter((item) => [item.title, item.shown].some((title) => title.toLowerCase().includes(word)));
  return (
    <main className="help-centre" style={{ maxWidth: 880, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Input.Search
        allowClear
        aria-label={t('search')}
        placeholder={t('search')}
        onSearch={setKeyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 16 }}
      />
      <Card>
        {loading ? (
          <Skeleton active />
        ) : items.length ? (
          <ul className="help-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item) => (
              <li
                key={item.id}
                style={{ padding: '10px 0', borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)' }}
              >
                <a href={safeHref(item.url)} target="_blank" rel="noopener noreferrer">
                  <FileTextOutlined /> {item.shown}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <Empty description={t('empty')} />
        )}
      </Card>
    </main>
  );
}
