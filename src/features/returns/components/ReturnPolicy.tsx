import { useTranslation } from 'react-i18next';
import { RETURN_POLICY, returnDaysOf } from '../contract';
import type { ReturnNotice } from '../types';
import '../returns.css';

/** SPEC §9 return policy under a return notice (on screen and on paper), with this notice's deadline. */
export function ReturnPolicy({ notice }: { notice: ReturnNotice }) {
  const { t } = useTranslation();
  const days = returnDaysOf(notice.goodsKind);
  return (
    <section className="vsm-return-policy" aria-label={t('returns:policy.title')}>
      <h3>{t('returns:policy.title')}</h3>
      <ol>
        <li>{t('returns:policy.perishables', { days: RETURN_POLICY.perishableDays })}</li>
        <li>{t('returns:policy.general', { days: RETURN_POLICY.generalDays })}</li>
        <li>{t('returns:policy.clearance', { days: RETURN_POLICY.clearanceDays })}</li>
      </ol>
      <p>
        <strong>
          {t('returns:policy.deadline', {
            kind: t(`returns:goodsKind.${notice.goodsKind}`),
            days,
            date: notice.deadline,
          })}
        </strong>
      </p>
    </section>
  );
}
