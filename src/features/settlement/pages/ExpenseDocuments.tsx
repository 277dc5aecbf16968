import { idsOf } from '@/kit/columns';
import { QueryPage } from '@/kit/query';
import { disputeExpenses } from '../api';
import { DisputeDialog } from '../components/DisputeDialog';
import { expenseQuery } from '../schemas/expenses';
import type { Expense } from '../types';

const config = expenseQuery((props) => (
  <DisputeDialog<Expense>
    {...props}
    titleKey="settlement:expense.disputeTitle"
    send={(rows, reason, evidence) => disputeExpenses(idsOf(rows, 'sheetId'), reason, evidence)}
    successKey="settlement:expense.disputed"
  />
));

/** OI expense documents (SPEC §2 /settlement-management/OIexpense_document). */
export default function ExpenseDocuments() {
  return <QueryPage config={config} />;
}
