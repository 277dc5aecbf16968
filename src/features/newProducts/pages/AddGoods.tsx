import { Button, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useRequest } from '@/kit/useRequest';
import { useVendor, vendorKey } from '@/stores/vendor';
import { sheetDetail } from '../api';
import { SheetEditor } from '../components/SheetEditor';
import { SheetView } from '../components/SheetView';
import { isUnsubmitted } from '../contract';
import { sheetPath } from '../paths';
import type { NewGoodsSheetDetail } from '../types';

/**
 * A supplier's sheet (SPEC §2 /newproducts/add-goods/:status/:id?): `add` starts one, `edit` continues
 * the unsubmitted one, `view` reads one with the retailer's decision per goods (a submitted sheet is
 * always read, whatever the address says).
 */
export default function AddGoods() {
  const { status = 'add', id } = useParams();
  const vendor = useVendor((s) => s.vendor);
  const navigate = useNavigate();
  const detail = useRequest(
    (signal): Promise<NewGoodsSheetDetail | null> => (id ? sheetDetail(id, { signal }) : Promise.resolve(null)),
    [id],
  );
  if (!vendor) return null;
  if (id && !detail.data)
    return detail.error ? (
      <Result status="warning" title={<LoadFailed retry={detail.reload} />} />
    ) : (
      <Skeleton active />
    );
  const sheet = detail.data ?? null;
  const back = <BackToList />;
  if (sheet && (status === 'view' || !isUnsubmitted(sheet)))
    return (
      <Flex vertical gap="middle">
        {back}
        <SheetView sheet={sheet} />
      </Flex>
    );
  return (
    <Flex vertical gap="middle">
      {back}
      <SheetEditor
        key={sheet?.sheetId ?? 'add'}
        sheet={sheet}
        vendor={vendorKey(vendor)}
        partnerId={vendor.partnerId}
        onSaved={(sheetId) => sheetId !== id && navigate(sheetPath('edit', sheetId), { replace: true })}
        onSubmitted={(sheetId) => navigate(sheetPath('view', sheetId), { replace: true })}
      />
    </Flex>
  );
}

function BackToList() {
  const { t } = useTranslation('newProducts');
  return (
    <div>
      <Link to="/newproducts/introduce">{t('backToList')}</Link>
    </div>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('newProducts');
  return (
    <>
      {t('loadFailed')} <Button onClick={retry}>{t('retry')}</Button>
    </>
  );
}
