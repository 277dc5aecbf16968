import { useMemo } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';
import { useRights } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { TemplateEditor } from '../components/TemplateEditor';
import { TEMPLATE_RIGHTS } from '../contract';
import { templateQuery } from '../schemas/templateQuery';
import '../notices.css';

/** Email templates of the retailer (SPEC §2 /s/basicinfo/notictemplate, §6 emailTemplate:add/save/query). */
export default function MailTemplates() {
  const { t } = useTranslation('notices');
  const { ready, has } = useRights();
  const config = useMemo(
    () =>
      templateQuery(({ template, close, reload }) => (
        <TemplateEditor template={template} onClose={close} onSaved={reload} />
      )),
    [],
  );
  if (!ready) return <Skeleton active />;
  if (!has(TEMPLATE_RIGHTS.query)) return <EmptyState description={t('template.noRight')} />;
  return <QueryPage config={config} />;
}
