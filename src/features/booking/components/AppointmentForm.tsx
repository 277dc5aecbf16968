import { Button, Form, Typography } from 'antd';
import { useMemo, useState, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { columnsIn } from '@/kit/columns';
import { orgField } from '@/kit/fields';
import { SchemaForm } from '@/kit/form';
import { DataGrid } from '@/kit/grid';
import type { ColumnSchema, FieldSchema } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { useToast } from '@/kit/useToast';
import { codedValues } from '@/lib/codedValues';
import {
  appointmentItems,
  bookAppointment,
  getBookingParams,
  modifyAppointment,
  openOrders,
  orderGoods,
  slotGrid,
  unbookableOrders,
} from '../api';
import { allOrdersRequired, bookingMessageKey, bookingProblem } from '../contract';
import { itemColumns } from '../schemas/columns';
import type { Appointment, OpenOrder, UnbookableOrders } from '../types';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import '../booking.css';

const cartonsField: FieldSchema = {
  name: 'requestedCartons',
  labelKey: 'booking:field.requestedCartons',
  kind: 'input-number',
  required: true,
  min: 1,
};
const bookFields: FieldSchema[] = [
  orgField({ name: 'dcId', labelKey: 'booking:field.dcId', required: true }),
  cartonsField,
];
const editFields: FieldSchema[] = [cartonsField];

const orderCol = columnsIn<OpenOrder>('booking:field');
const orderColumns: ColumnSchema<OpenOrder>[] = [
  orderCol('sheetId', { titleKey: 'booking:field.orderSheetId', width: 170 }),
  orderCol('orderDate', { format: 'date', width: 110 }),
  orderCol('deliveryRange', { value: (o) => `${o.expectedReceiptDate} ~ ${o.deadline}`, width: 200 }),
  orderCol('skuCount', { width: 80 }),
  orderCol('gift', {
    options: codedValues('booking:yesNo', ['1', '0']),
    value: (o) => (o.gift ? '1' : '0'),
    width: 80,
  }),
  orderCol('amount', { titleKey: 'fields:amount', format: 'amount', width: 110 }),
];

/**
 * Booking or modifying an appointment (SPEC §2 online booking, §5 rules): the DC (SPEC §6
 * organisation list), its open orders ticked, the goods of those orders, the requested cartons and a
 * day × slot of the capacity grid. A modification keeps the DC and the orders (changing those is a new
 * appointment) and moves the day, slot or cartons.
 */
/** Why a DC's orders cannot be booked, the most useful reason first (unconfirmed ones: confirm them first). */
const noOrdersKey = (why?: UnbookableOrders | null) =>
  why?.unconfirmed ? 'book.confirmFirst' : why?.booked ? 'book.allBooked' : 'book.noOrders';

/** The form and its buttons, in a page by default; a dialog puts the buttons in its footer. */
const inPage = (body: ReactNode, actions: ReactNode) => (
  <div>
    {body}
    {actions}
  </div>
);

export function AppointmentForm({
  appointment,
  onDone,
  onCancel,
  frame = inPage,
}: {
  appointment?: Appointment;
  onDone: (a: Appointment) => void;
  onCancel?: () => void;
  frame?: (body: ReactNode, actions: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const [form] = Form.useForm();
  const watchedDc = Form.useWatch('dcId', form) as string | undefined;
  const cartons = Form.useWatch('requestedCartons', form) as number | undefined;
  const dcId = appointment?.dcId ?? watchedDc ?? '';
  const [picked, setPicked] = useState<Key[]>([]);
  const [choice, setChoice] = useState<SlotChoice | null>(
    appointment ? { date: appointment.deliveryDate, timeSlot: appointment.timeSlot } : null,
  );
  const [sending, setSending] = useState(false);

  const orders = useRequest(
    (signal) => (appointment || !dcId ? Promise.resolve([]) : openOrders(dcId, { signal })),
    [appointment, dcId],
  );
  // Orders ticked under another DC are not kept when the DC changes.
  const chosenIds = useMemo(
    () =>
      appointment
        ? appointment.orderSheetIds
        : picked.map(String).filter((id) => (orders.data ?? []).some((o) => o.sheetId === id)),
    [appointment, picked, orders.data],
  );
  const chosenOrders = (orders.data ?? []).filter((o) => chosenIds.includes(o.sheetId));
  // A DC with no order to book says why, and offers no slots (issue 34).
  const nothingToBook = !appointment && !!dcId && !orders.loading && orders.data?.length === 0;
  const why = useRequest(
    (signal) => (nothingToBook ? unbookableOrders(dcId, { signal }) : Promise.resolve(null)),
    [nothingToBook, dcId],
  );
  const params = useRequest(
    (signal) => (appointment || !dcId ? Promise.resolve(null) : getBookingParams(dcId, { signal })),
    [appointment, dcId],
  );
  const goods = useRequest(
    (signal) =>
      appointment
        ? appointmentItems(appointment.reservationNo, { signal })
        : chosenIds.length
          ? orderGoods(chosenIds, { signal })
          : Promise.resolve([]),
    [appointment, chosenIds.join()],
  );
  const grid = useRequest(
    (signal) =>
      dcId && (appointment || orders.data?.length)
        ? slotGrid(
            {
              dcId,
              orderSheetIds: chosenIds,
              requestedCartons: Number(cartons) || 0,
              reservationNo: appointment?.reservationNo,
            },
            { signal },
          )
        : Promise.resolve(null),
    [dcId, chosenIds.join(), cartons, appointment, !orders.data?.length],
  );

  const submit = async () => {
    if (sending) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A grid still answering (the cartons just changed) does not refuse the chosen slot: the server checks it.
    const cell =
      choice &&
      (grid.loading
        ? { reason: null }
        : grid.data?.cells.find((c) => c.date === choice.date && c.timeSlot === choice.timeSlot));
    const problem = bookingProblem({
      orders: appointment ? [{ gift: appointment.gift }] : chosenOrders,
      cartons: values.requestedCartons,
      cell,
      allOrdersRequired: allOrdersRequired(params.data?.mode, chosenOrders.length, orders.data?.length ?? 0),
    });
    if (problem) return void toast.error(t(bookingMessageKey(problem)));
    setSending(true);
    try {
      const saved = appointment
        ? await modifyAppointment({
            reservationNo: appointment.reservationNo,
            deliveryDate: choice!.date,
            timeSlot: choice!.timeSlot,
            requestedCartons: Number(values.requestedCartons),
          })
        : await bookAppointment({
            dcId,
            orderSheetIds: chosenIds,
            deliveryDate: choice!.date,
            timeSlot: choice!.timeSlot,
            requestedCartons: Number(values.requestedCartons),
          });
      toast.success(t(appointment ? 'modified' : 'booked', { reservationNo: saved.reservationNo }));
      onDone(saved);
    } catch {
      grid.reload(); // the client showed why (a slot taken meanwhile): show what is left
    } finally {
      setSending(false);
    }
  };

  const actions = (
    <div className="vsm-booking-actions">
      {onCancel && <Button onClick={onCancel}>{t('back')}</Button>}
      <Button type="primary" loading={sending} disabled={nothingToBook} onClick={() => void submit()}>
        {t(appointment ? 'action.saveChange' : 'action.submitBooking')}
      </Button>
    </div>
  );
  return frame(
    <>
      <SchemaForm
        form={form}
        name={appointment ? 'bookingEdit' : 'bookingNew'}
        fields={appointment ? editFields : bookFields}
        initialValues={appointment ? { requestedCartons: appointment.requestedCartons } : undefined}
        columns={2}
      />
      {!appointment && (
        <section className="vsm-booking-section" aria-label={t('book.orders')}>
          <Typography.Title level={5}>{t('book.orders')}</Typography.Title>
          <DataGrid
            label={t('book.orders')}
            columns={orderColumns}
            rows={orders.data ?? []}
            rowKey="sheetId"
            loading={orders.loading}
            selection={{ type: 'checkbox', keys: picked, onChange: setPicked }}
            empty={dcId ? t(noOrdersKey(why.data), { count: why.data?.unconfirmed ?? 0 }) : t('book.chooseDc')}
          />
        </section>
      )}
      {!nothingToBook && (
        <>
          <section className="vsm-booking-section" aria-label={t('goodsTitle')}>
            <Typography.Title level={5}>{t('goodsTitle')}</Typography.Title>
            <DataGrid
              label={t('goodsTitle')}
              columns={itemColumns}
              rows={(goods.data ?? []).map((it, i) => ({ ...it, key: `${it.orderSheetId}/${i}` }))}
              rowKey="key"
              loading={goods.loading}
            />
          </section>
          <section className="vsm-booking-section">
            <Typography.Title level={5}>{t('slot.title')}</Typography.Title>
            {choice && (
              <Typography.Text>{t('slot.chosen', { date: choice.date, slot: choice.timeSlot })}</Typography.Text>
            )}
            {grid.data && <SlotPicker grid={grid.data} value={choice} onChange={setChoice} />}
          </section>
        </>
      )}
    </>,
    actions,
  );
}
