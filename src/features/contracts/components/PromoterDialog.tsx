import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shopSearch } from '@/api/common';
import { FormDialog } from '@/kit/form';
import type { ActionDialogProps } from '@/kit/query';
import type { FieldOption } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { addPromoterAgreement } from '../api';
import { promoterFields, promoterInputOf, validatePromoter } from '../schemas/promoterApplication';
import type { PromoterAgreement } from '../types';

/** A supplier's promoter agreement application (SPEC §3), at a store of its selected BU. */
export function PromoterDialog({ close, reload }: ActionDialogProps<PromoterAgreement>) {
  const { t } = useTranslation();
  const shops = useRequest(
    (signal) => shopSearch({ pageNo: 1, pageSize: 500, orderBy: 'shopId', params: {} }, { signal }),
    [],
  );
  const fields = useMemo(() => {
    const options: FieldOption[] = (shops.data?.pageData ?? []).map((s) => ({
      value: s.shopId,
      labelKey: '',
      label: `${s.shopId} ${s.shopName}`,
    }));
    return promoterFields(options);
  }, [shops.data]);
  return (
    <FormDialog
      name="promoter-agreement"
      title={t('contracts:promoter.newTitle')}
      fields={fields}
      columns={2}
      width={760}
      draftKey="contracts.promoter.new"
      validate={validatePromoter}
      onSubmit={(v) => addPromoterAgreement(promoterInputOf(v))}
      successKey="contracts:promoter.submitted"
      onDone={reload}
      onClose={close}
    />
  );
}
