import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/kit/form';
import { QueryPage } from '@/kit/query';
import type { FieldOption } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { addSpecialDay, queryBookingParams } from '../api';
import { SpecialImport } from '../components/SpecialImport';
import { specialFields, specialQuery } from '../schemas/retailerQueries';

/** Supplier-specified reservation and delivery dates per DC (SPEC §2 /s/online-booking/special-appointment). */
export default function SpecialAppointments() {
  const { t } = useTranslation('booking');
  // The DCs that take appointments: those with parameters.
  const dcs = useRequest((signal) => queryBookingParams({ pageNo: 1, pageSize: 500, params: {} }, { signal }), []);
  const config = useMemo(() => {
    const options: FieldOption[] = (dcs.data?.pageData ?? []).map((p) => ({
      value: p.dcId,
      labelKey: '',
      label: `${p.dcId} ${p.dcName}`,
    }));
    return specialQuery(
      ({ close, reload }) => (
        <FormDialog
          title={t('action.addSpecial')}
          fields={specialFields(options)}
          name="bookingSpecial"
          onSubmit={(v) =>
            addSpecialDay({
              dcId: String(v.dcId),
              venderId: String(v.venderId),
              kind: String(v.kind),
              date: String(v.date),
              remark: v.remark ? String(v.remark) : '',
            })
          }
          successKey="booking:specialAdded"
          onDone={reload}
          onClose={close}
        />
      ),
      ({ close, reload }) => <SpecialImport onImported={reload} onClose={close} />,
    );
  }, [dcs.data, t]);
  return <QueryPage config={config} />;
}
