import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { RichText } from '@/kit/richtext/RichText';
import { formatDate } from '@/lib/formats';
import { useBelowTodos } from '../useBelowTodos';
import { LoadError } from './LoadError';
import { Panel } from './Panel';
import './homeContent.css';

/**
 * The portal home's content blocks the retailer publishes (SPEC §2 index content page,
 * /s/maintenance/index): sticky ones first and unfolded, each a title that unfolds its rich text.
 * A chunk of its own, loaded once the to-dos have settled (WorkbenchPage); it shows nothing while
 * it loads or when nothing is published, and sits last so that nothing moves when it comes.
 */
export default function HomeContent({ refreshKey }: { refreshKey: string }) {
  const { t } = useTranslation('workbench');
  // Titles in the user's script (zh-HK: Traditional once the converter is in).
  useServerTextConverter();
  const { data, error, reload } = useBelowTodos('homeBlocks', refreshKey);
  // A failure keeps its panel and retry until an answer comes (a retry does not make the panel vanish).
  const failed = error !== undefined && error !== null;
  if (!failed && !data?.length) return null;
  return (
    <Panel testId="workbench-home" title={t('homeTitle')}>
      {failed ? (
        <LoadError onRetry={reload} />
      ) : (
        data?.map((block) => {
          const date = formatDate(block.publishTime);
          return (
            <details key={block.contentId} className="wb-home-block" open={block.sticky}>
              <summary>
                {block.sticky ? (
                  <Tag color="blue" variant="filled" data-sticky="true">
                    {t('noticeSticky')}
                  </Tag>
                ) : null}
                <h3 className="wb-home-title">{showServerText(block.title)}</h3>
                <time dateTime={date}>{date}</time>
              </summary>
              <RichText html={block.body} />
            </details>
          );
        })
      )}
    </Panel>
  );
}
