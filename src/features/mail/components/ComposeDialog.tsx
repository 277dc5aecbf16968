import { Alert, Button, Form, Input, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { labelLayout, labelLayoutProps } from '@/kit/form';
import { RichTextEditor } from '@/kit/richtext';
import { UploadField } from '@/kit/upload';
import { ATTACHMENT_MAX_MB } from '../contract';
import { composeProblems } from '../rules';
import type { RecipientOption } from '../types';
import type { ComposeApi } from '../useCompose';
import { RecipientSelect } from './RecipientSelect';

type Props = { compose: ComposeApi; recipients: RecipientOption[]; staff: boolean };

/** Compose, reply, forward or continue a draft (SPEC §2 mail; §5 rules shown by field). */
export function ComposeDialog({ compose, recipients, staff }: Props) {
  const { t } = useTranslation('mail');
  const { state, change } = compose;
  const problems = compose.showProblems ? composeProblems(state) : [];
  const problemOf = (field: 'to' | 'cc' | 'title') => {
    const p = problems.find((x) => x.field === field);
    return p ? t(p.key, p.params) : undefined;
  };
  const item = (field: 'to' | 'cc' | 'title') => ({
    validateStatus: problemOf(field) ? ('error' as const) : undefined,
    help: problemOf(field),
  });
  const busy = compose.sending || compose.saving;
  // One field a row; the labels' column as wide as the longest in the user's language (kit/form/labelLayout).
  const labels = labelLayoutProps(
    labelLayout(
      ['field.to', 'field.cc', 'field.title', 'field.content', 'field.attachment'].map((key) => t(key)),
      1,
    ),
  );

  return (
    <Dialog
      open={compose.open}
      title={t(state.replyTo ? 'compose.replyTitle' : state.forwardOf ? 'compose.forwardTitle' : 'compose.title')}
      width={820}
      onCancel={compose.hide}
      className="vsm-mail-compose-dialog"
      destroyOnHidden
      footer={
        <Space>
          <Popconfirm
            title={t('compose.discardConfirm')}
            okText={t('compose.discard')}
            cancelText={t('compose.keepWriting')}
            onConfirm={compose.discard}
          >
            <Button danger disabled={busy}>
              {t('compose.discard')}
            </Button>
          </Popconfirm>
          <Button onClick={() => void compose.saveDraft()} loading={compose.saving} disabled={compose.sending}>
            {t('compose.saveDraft')}
          </Button>
          <Button
            type="primary"
            onClick={() => void compose.send()}
            loading={compose.sending}
            disabled={compose.saving}
          >
            {t('compose.send')}
          </Button>
        </Space>
      }
    >
      <Form {...labels} colon={false} className="vsm-mail-compose">
        {compose.error && (
          <Alert type="error" showIcon title={compose.error} style={{ marginBottom: 12 }} role="alert" />
        )}
        <Form.Item label={t('field.to')} htmlFor="mail-compose-to" required {...item('to')}>
          <RecipientSelect
            id="mail-compose-to"
            value={state.to}
            onChange={(to) => change({ to })}
            options={recipients}
            free={staff}
            withGroups={staff}
            status={problemOf('to') ? 'error' : undefined}
          />
        </Form.Item>
        <Form.Item label={t('field.cc')} htmlFor="mail-compose-cc" {...item('cc')}>
          <RecipientSelect
            id="mail-compose-cc"
            value={state.cc}
            onChange={(cc) => change({ cc })}
            options={recipients}
            free={staff}
            withGroups={false}
            status={problemOf('cc') ? 'error' : undefined}
          />
        </Form.Item>
        <Form.Item label={t('field.title')} htmlFor="mail-compose-title" required {...item('title')}>
          <Input id="mail-compose-title" value={state.title} onChange={(e) => change({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label={t('field.content')}>
          <RichTextEditor
            id="mail-compose-content"
            aria-label={t('field.content')}
            value={state.content}
            onChange={(content) => change({ content })}
          />
        </Form.Item>
        <Form.Item
          label={t('field.attachment')}
          validateStatus={compose.uploadBlocked ? 'error' : undefined}
          help={
            compose.uploadBlocked
              ? t('kit:validation.uploading', { field: t('field.attachment'), name: compose.uploadBlocked.join(', ') })
              : undefined
          }
        >
          <UploadField
            value={state.attachment}
            onChange={(attachment) => change({ attachment })}
            onUploadingChange={compose.setUploading}
            variant="attachment"
            limitMb={ATTACHMENT_MAX_MB}
            maxCount={1}
            listType="text"
          />
        </Form.Item>
      </Form>
    </Dialog>
  );
}
