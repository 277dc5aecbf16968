import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { AppointmentForm } from './AppointmentForm';

/** The supplier's new appointment, in the kit dialog over its list. */
export function BookDialog({ onClose, onBooked }: { onClose: () => void; onBooked: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <Dialog open title={t('book.title')} onCancel={onClose} footer={null} width={1100} destroyOnHidden>
      <AppointmentForm
        onCancel={onClose}
        onDone={() => {
          onBooked();
          onClose();
        }}
      />
    </Dialog>
  );
}
