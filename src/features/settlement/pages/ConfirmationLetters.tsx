import { useMemo } from 'react';
import { QueryPage } from '@/kit/query';
import { useRequest } from '@/kit/useRequest';
import { eSignStatus } from '../api';
import { PaymentTimeline } from '../components/PaymentTimeline';
import { letterQuery } from '../schemas/letters';
import type { SettleSheet } from '../types';

const timeline = (sheet: SettleSheet) => <PaymentTimeline sheet={sheet} />;

/** Confirmation letters (SPEC §2 /settlement-management/confirmation_letter): saved, printed and e-signed. */
export default function ConfirmationLetters() {
  // The e-signature contract is read on opening, so E-sign is refused before its call (SPEC §8).
  const contract = useRequest((signal) => eSignStatus({ signal }), []);
  const active = contract.data?.active ?? null;
  const config = useMemo(() => letterQuery(timeline, active), [active]);
  return <QueryPage config={config} />;
}
