import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { AppointmentForm } from './AppointmentForm';

/**
 * The supplier's new appointment, in the kit dialog over its list: the form scrolls in the dialog's
 * body, its buttons are the dialog's footer (always in view, issue 34).
 */
export function BookDialog({ onClose, onBooked }: { onClose: () => void; onBooked: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <AppointmentForm
      onCancel={onClose}
      onDone={() => {
        onBooked();
        onClose();
      }}
      frame={(body, actions) => (
        <Dialog open title={t('book.title')} onCancel={onClose} footer={actions} width={1100} destroyOnHidden>
          {body}
        </Dialog>
      )}
    />
  );
}
