import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryPage } from '@/kit/query';
import { PromoterDialog } from '../components/PromoterDialog';
import { agreementApplication } from '../schemas/agreementApplication';
import { promoterApplications } from '../schemas/promoterApplication';

const promoters = promoterApplications((props) => <PromoterDialog {...props} />);
type Tab = 'agreements' | 'promoters';

/**
 * Supplier agreement application (SPEC §2 /contract-management/supplieragreement_application): the
 * supplier's agreements and, in a second tab, its promoter agreements (SPEC §3), which have no menu
 * entry of their own on the supplier side.
 */
export default function AgreementApplication() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('agreements');
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
        items={[
          { key: 'agreements', label: t('contracts:agreement.tab') },
          { key: 'promoters', label: t('contracts:promoter.tab') },
        ]}
      />
      {tab === 'agreements' ? (
        <QueryPage key={tab} config={agreementApplication} />
      ) : (
        <QueryPage key={tab} config={promoters} />
      )}
    </>
  );
}
