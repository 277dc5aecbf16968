import { useMemo, useState } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';
import { useRights } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { TemplateEditor } from '../components/TemplateEditor';
import { TEMPLATE_RIGHTS, templateQuery } from '../schemas/templateQuery';
import type { MailTemplate } from '../types';
import '../notices.css';

/** Email templates of the retailer (SPEC §2 /s/basicinfo/notictemplate, §6 emailTemplate:add/save/query). */
export default function MailTemplates() {
  const { t } = useTranslation('notices');
  const { ready, has } = useRights();
  const [editing, setEditing] = useState<{ template: MailTemplate | null; reload: () => void } | null>(null);
  const config = useMemo(
    () =>
      templateQuery({
        add: (ctx) => setEditing({ template: null, reload: ctx.reload }),
        edit: (row, ctx) => setEditing({ template: row, reload: ctx.reload }),
      }),
    [],
  );
  if (!ready) return <Skeleton active />;
  if (!has(TEMPLATE_RIGHTS.query)) return <EmptyState description={t('template.noRight')} />;
  return (
    <>
      <QueryPage config={config} />
      <TemplateEditor template={editing?.template} onClose={() => setEditing(null)} onSaved={() => editing?.reload()} />
    </>
  );
}
