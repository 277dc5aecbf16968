import { App } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSide } from '@/kit/permissions';
import { QueryPage } from '@/kit/query';
import { openSheet } from '../api';
import { sheetsQuery } from '../schemas/sheetsQuery';
import { sheetPath } from '../paths';

/** New-goods sheets (SPEC §2 /newproducts/introduce for the supplier, /s/newproducts/review for the retailer). */
export default function Sheets() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const side = useSide();
  const config = useMemo(
    () =>
      sheetsQuery(
        {
          // SPEC §5, §8: one unsubmitted sheet at a time; adding with one open offers to continue it.
          add: async () => {
            const { sheetId } = await openSheet();
            if (!sheetId) return navigate(sheetPath('add'));
            modal.confirm({
              title: t('errors:unsubmittedExistsContinue'),
              mask: { closable: false },
              onOk: () => navigate(sheetPath('edit', sheetId)),
            });
          },
          open: (status, sheetId) => navigate(sheetPath(status, sheetId)),
        },
        side,
      ),
    [navigate, modal, t, side],
  );
  return <QueryPage config={config} />;
}
