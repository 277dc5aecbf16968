import { useTranslation } from 'react-i18next';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { DocumentSteps } from '@/kit/query';
import { paymentOutlook } from '../paymentOutlook';
import type { SettleSheet } from '../types';
import './settlement.css';

/**
 * "When will I be paid?" (SPEC Beyond): each step of a settlement sheet with its date and who moved
 * it, the expected payment date and what holds the payment.
 */
export function PaymentTimeline({ sheet }: { sheet: SettleSheet }) {
  const { t } = useTranslation();
  useServerTextConverter();
  const outlook = paymentOutlook(sheet);
  return (
    <DocumentSteps
      title={t('settlement:timeline.title')}
      className="vsm-settlement-timeline"
      steps={sheet.events.map((e, i) => ({
        key: `${e.step}-${i}`,
        label: t(`settlement:timeline.step.${e.step}`),
        cells: (
          <>
            <span>{e.date}</span>
            <span>{showServerText(e.by)}</span>
            {e.step === 'culled' && e.note && <span>{t(`settlement:timeline.cull.${e.note.split(':')[0]}`)}</span>}
          </>
        ),
      }))}
    >
      <p className={outlook.key === 'overdue' ? 'vsm-settlement-overdue' : undefined}>
        {t(`settlement:timeline.${outlook.key}`, outlook.params)}
      </p>
      {sheet.holds.length > 0 && (
        <p role="note">
          {t('settlement:timeline.holds', {
            reasons: sheet.holds
              .map((h) => t(`settlement:timeline.hold.${h}`))
              .join(t('settlement:timeline.separator')),
          })}
        </p>
      )}
    </DocumentSteps>
  );
}
