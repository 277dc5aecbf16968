import { QueryPage } from '@/kit/query';
import { DisputeDialog } from '../components/DisputeDialog';
import { expenseQuery } from '../schemas/expenses';

const config = expenseQuery((props) => <DisputeDialog {...props} />);

/** OI expense documents (SPEC §2 /settlement-management/OIexpense_document). */
export default function ExpenseDocuments() {
  return <QueryPage config={config} />;
}
