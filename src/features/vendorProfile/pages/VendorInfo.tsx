import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaybeLink } from '@/kit/MaybeLink';
import { DataGrid, DetailView } from '@/kit/grid';
import { FormSection } from '@/kit/page';
import { useRequest } from '@/kit/useRequest';
import { getChangeHistory, getProfile } from '../api';
import { ChangeDialog } from '../components/ChangeDialog';
import { PROFILE_PARTS, canRequestChange } from '../contract';
import { useProfileSchema } from '../schemas/profileSchema';
import type { ProfilePart } from '../types';
import './vendorProfile.css';

/**
 * The supplier's profile (SPEC §2 /basicinfo/venderinfo, §3 fields): basic, bank and invoicing data,
 * each with its information sheet; the contact data is edited here, a bank or invoicing change is
 * requested (one at a time) and the history of every request is shown.
 */
export default function VendorInfo() {
  const { t } = useTranslation();
  const { columns, forms, history } = useProfileSchema();
  const profile = useRequest((signal) => getProfile({}, { signal }), [], { early: 'vendorProfile/profile' });
  const changes = useRequest((signal) => getChangeHistory({}, { signal }), [], { early: 'vendorProfile/changes' });
  const [editing, setEditing] = useState<ProfilePart | null>(null);
  const p = profile.data;
  const reload = () => {
    profile.reload();
    changes.reload();
  };

  return (
    <div className="vsm-vendor-profile">
      {p?.pending && (
        <Alert
          type="info"
          showIcon
          title={t('vendorProfile:pendingNotice', {
            part: t(`vendorProfile:partInline.${p.pending.part}`),
            requestId: p.pending.requestId,
            date: p.pending.applyDate,
          })}
        />
      )}
      {PROFILE_PARTS.map((part) => (
        <FormSection key={part} title={t(`vendorProfile:part.${part}`)}>
          <Space className="vsm-vendor-profile-tools">
            <Button
              type={part === 'basic' ? 'default' : 'primary'}
              disabled={!p || (part !== 'basic' && !canRequestChange(p))}
              onClick={() => setEditing(part)}
            >
              {t(part === 'basic' ? 'vendorProfile:action.edit' : 'vendorProfile:action.requestChange', {
                part: t(`vendorProfile:partInline.${part}`),
              })}
            </Button>
            <MaybeLink to={`/basicinfo/venderinfo/report/${part}`}>
              {t('vendorProfile:action.sheet', { part: t(`vendorProfile:part.${part}`) })}
            </MaybeLink>
          </Space>
          {p && <DetailView fields={columns[part]} record={p} columns={3} />}
        </FormSection>
      ))}
      <FormSection title={t('vendorProfile:historyTitle')}>
        <DataGrid
          columns={history}
          rows={changes.data ?? []}
          rowKey="requestId"
          loading={changes.loading}
          label={t('vendorProfile:historyTitle')}
        />
      </FormSection>
      {editing && p && (
        <ChangeDialog
          part={editing}
          fields={forms[editing]}
          profile={p}
          onDone={reload}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
