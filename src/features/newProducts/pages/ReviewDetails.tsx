import { Button, Flex, Result, Skeleton, Space } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useDocumentActions, type DocumentAction } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { reviewGoods, sheetDetail } from '../api';
import { SheetView } from '../components/SheetView';
import { canReviewSheet, isLinePending } from '../contract';
import type { NewGoodsLine } from '../types';

const pending = isLinePending;

/**
 * A sheet for the retailer (SPEC §2 /s/newproducts/details/:status/:id?): `review` approves or rejects
 * ticked goods (a rejection with a reason), the sheet's status following; `view` reads it.
 */
export default function ReviewDetails() {
  const { t } = useTranslation('newProducts');
  const { status, id } = useParams();
  const [ticked, setTicked] = useState<Key[]>([]);
  const detail = useRequest((signal) => (id ? sheetDetail(id, { signal }) : Promise.resolve(null)), [id], {
    early: 'newProducts/review',
  });
  const reload = () => {
    setTicked([]);
    detail.reload();
  };
  const { start, element } = useDocumentActions<NewGoodsLine>(reload);
  const actions = useMemo<DocumentAction<NewGoodsLine>[]>(() => {
    const lineNos = (lines: NewGoodsLine[]) => lines.map((l) => l.lineNo);
    const common = { allowed: pending, emptyKey: 'newProducts:tickGoods', refusedKey: 'newProducts:goodsDecided' };
    return [
      {
        key: 'approve',
        labelKey: 'newProducts:action.approve',
        primary: true,
        ...common,
        confirmKey: 'newProducts:approveAsk',
        call: (lines) => reviewGoods(id!, lineNos(lines), true),
        successKey: 'newProducts:approved',
      },
      {
        key: 'reject',
        labelKey: 'newProducts:action.reject',
        danger: true,
        ...common,
        reason: { titleKey: 'newProducts:rejectTitle', labelKey: 'newProducts:goods.reviewReason' },
        call: (lines, v) => reviewGoods(id!, lineNos(lines), false, String(v.reason)),
        successKey: 'newProducts:rejected',
      },
    ];
  }, [id]);
  if (!id) return <Result status="info" title={t('noSheet')} />;
  const sheet = detail.data;
  if (!sheet) return detail.error ? <Result status="warning" title={t('loadFailed')} /> : <Skeleton active />;
  const reviewing = status === 'review' && canReviewSheet(sheet);
  const chosen = sheet.lines.filter((l) => ticked.includes(l.lineNo));
  return (
    <Flex vertical gap="middle">
      <div>
        <Link to="/s/newproducts/review">{t('backToList')}</Link>
      </div>
      <SheetView
        sheet={sheet}
        selection={reviewing ? { type: 'checkbox', keys: ticked, onChange: setTicked } : undefined}
        toolbar={
          reviewing && (
            <Space>
              {actions.map((a) => (
                <Button
                  key={a.key}
                  type={a.primary ? 'primary' : 'default'}
                  danger={a.danger}
                  onClick={() => start(a, chosen)}
                >
                  {t(a.labelKey)}
                </Button>
              ))}
            </Space>
          )
        }
      />
      {element}
    </Flex>
  );
}
