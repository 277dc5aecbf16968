import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/kit/form';
import { AllOrNoneImport } from '@/kit/import';
import { QueryPage } from '@/kit/query';
import type { FieldOption } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { addSpecialDay, importSpecialDays, queryBookingParams } from '../api';
import { SPECIAL_IMPORT_EXAMPLES, specialImportConfig, toSpecialRow } from '../schemas/specialImport';
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
      // The server saves all the designated days or none.
      ({ close, reload }) => (
        <AllOrNoneImport
          textsKey="booking:import"
          config={specialImportConfig}
          examples={SPECIAL_IMPORT_EXAMPLES}
          send={(records) => importSpecialDays(records.map(toSpecialRow))}
          onImported={reload}
          onClose={close}
        />
      ),
    );
  }, [dcs.data, t]);
  return <QueryPage config={config} />;
}
