import { useTranslation } from 'react-i18next';
import { DocumentSteps } from '@/kit/query';
import { formatAmount } from '@/lib/formats';
import type { RedInvoice } from '../types';
import { DocLink } from './DocLink';
import { linkTo } from './links';

/**
 * A red invoice's whole chain (issue 25 Beyond), each step a link: the return, readjustment or
 * deduction that caused it, the red-letter sheet, the red invoice itself, the settlement it reduced.
 */
export function RedInvoiceChain({ invoice }: { invoice: RedInvoice }) {
  const { t } = useTranslation();
  const steps = [
    {
      key: 'source',
      label: t(`settlementBilling:sourceType.${invoice.sourceType}`),
      cells: <DocLink to={linkTo.source(invoice.sourceType, invoice.sourceId)} id={invoice.sourceId} />,
    },
    {
      key: 'redLetter',
      label: t('settlementBilling:chain.redLetter'),
      cells: <DocLink to={linkTo.redLetter(invoice.redLetterId)} id={invoice.redLetterId} />,
    },
    {
      key: 'redInvoice',
      label: t('settlementBilling:chain.redInvoice'),
      cells: (
        <>
          <DocLink to={linkTo.redInvoice(invoice.redInvoiceId)} id={invoice.redInvoiceId} />
          <span>{t('settlementBilling:chain.amount', { amount: formatAmount(invoice.totalAmount) })}</span>
        </>
      ),
    },
    {
      key: 'settlement',
      label: t('settlementBilling:chain.settlement'),
      cells: invoice.settleSheetId ? (
        <DocLink to={linkTo.settlement(invoice.settleSheetId)} id={invoice.settleSheetId} />
      ) : (
        <span>{t('settlementBilling:chain.noSettlement')}</span>
      ),
    },
  ];
  return <DocumentSteps title={t('settlementBilling:chain.title')} className="vsm-billing-chain" steps={steps} />;
}
