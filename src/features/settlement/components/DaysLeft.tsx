import { useTranslation } from 'react-i18next';

/** Days left to dispute (SPEC Beyond): a count while open, "closed" once past; nothing when no longer disputable. */
export function DaysLeft({ days, open }: { days: number; open: boolean }) {
  const { t } = useTranslation();
  if (!open) return null;
  return <>{days < 0 ? t('settlement:daysLeft.closed') : t('settlement:daysLeft.open', { count: days })}</>;
}
