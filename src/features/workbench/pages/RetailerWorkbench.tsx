import { WorkbenchPage } from './WorkbenchPage';

/** /s/workbench: the retailer staff's home (counts over all suppliers). */
export default function RetailerWorkbench() {
  return <WorkbenchPage side="retailer" />;
}
