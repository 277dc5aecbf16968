import { WorkbenchPage } from './WorkbenchPage';

/** /workbench: the supplier's home. */
export default function SupplierWorkbench() {
  return <WorkbenchPage side="supplier" />;
}
