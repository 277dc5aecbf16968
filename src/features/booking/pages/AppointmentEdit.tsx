import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { EmptyState } from '@/kit/EmptyState';
import { DetailView } from '@/kit/grid';
import { MaybeLink } from '@/kit/MaybeLink';
import { useSide } from '@/kit/permissions';
import { useRequest } from '@/kit/useRequest';
import { getAppointment } from '../api';
import { AppointmentForm } from '../components/AppointmentForm';
import { appointmentColumns } from '../schemas/columns';
import '../booking.css';

/**
 * One appointment to modify (SPEC §2 /online-booking/edit/:id/:buId and the retailer's
 * /s/online-booking/edit/:id/:buId): its header, and while the server's today allows it (SPEC §5) a
 * new day, slot or carton count; otherwise the §8 'cannot be edited, cancel and recreate'.
 */
export default function AppointmentEdit() {
  const { id = '' } = useParams();
  const { t } = useTranslation('booking');
  const side = useSide();
  const navigate = useNavigate();
  const back = side === 'retailer' ? '/s/online-booking/detail-query' : '/online-booking/index';
  const { data, error, loading, reload } = useRequest((signal) => getAppointment(id, { signal }), [id]);
  const appointment = data && data.reservationNo === id ? data : null;
  if (!appointment) return loading || !error ? <Skeleton active aria-label={t('loading')} /> : <EmptyState />;
  return (
    <article aria-labelledby="vsm-booking-edit-title">
      <Typography.Title level={4} id="vsm-booking-edit-title">
        {t('editTitle')} {appointment.reservationNo}
      </Typography.Title>
      <DetailView fields={appointmentColumns(side)} record={appointment} columns={3} />
      {appointment.canModify ? (
        <AppointmentForm
          key={appointment.updateDate ?? ''}
          appointment={appointment}
          onDone={reload}
          onCancel={() => navigate(back)}
        />
      ) : (
        <Typography.Paragraph type="danger" className="vsm-booking-section">
          {t('rule.cannotEdit')}
        </Typography.Paragraph>
      )}
      <MaybeLink to={back}>{t('back')}</MaybeLink>
    </article>
  );
}
