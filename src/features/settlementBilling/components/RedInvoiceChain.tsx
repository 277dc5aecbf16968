import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/formats';
import type { RedInvoice } from '../types';
import { DocLink } from './DocLink';
import { linkTo } from './links';
import './settlementBilling.css';

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
      link: <DocLink to={linkTo.source(invoice.sourceType, invoice.sourceId)} id={invoice.sourceId} />,
    },
    {
      key: 'redLetter',
      label: t('settlementBilling:chain.redLetter'),
      link: <DocLink to={linkTo.redLetter(invoice.redLetterId)} id={invoice.redLetterId} />,
    },
    {
      key: 'redInvoice',
      label: t('settlementBilling:chain.redInvoice'),
      link: <DocLink to={linkTo.redInvoice(invoice.redInvoiceId)} id={invoice.redInvoiceId} />,
      note: t('settlementBilling:chain.amount', { amount: formatAmount(invoice.totalAmount) }),
    },
    {
      key: 'settlement',
      label: t('settlementBilling:chain.settlement'),
      link: invoice.settleSheetId ? (
        <DocLink to={linkTo.settlement(invoice.settleSheetId)} id={invoice.settleSheetId} />
      ) : (
        <span>{t('settlementBilling:chain.noSettlement')}</span>
      ),
    },
  ];
  return (
    <section className="vsm-billing-chain" aria-label={t('settlementBilling:chain.title')}>
      <h4>{t('settlementBilling:chain.title')}</h4>
      <ol>
        {steps.map((s) => (
          <li key={s.key}>
            <span className="vsm-billing-chain-step">{s.label}</span>
            {s.link}
            {s.note && <span>{s.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
