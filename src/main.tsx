import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { signInStarted, stylesheetsIn } from './signIn';
// The homes, where a sign-in lands, are part of the first load (features/workbench/routes.ts).
import './features/workbench/pages/SupplierWorkbench';
import './features/workbench/pages/RetailerWorkbench';

async function bootstrap() {
  await Promise.all([signInStarted, stylesheetsIn]);
  // Not in a transition: rendered in slices, the boot screen painted ~2 s later at CPU x4
  // (npm run bench: first contentful paint 1.6-2.6 s -> 4.5-4.9 s) and the workbench was ready later.
  createRoot(document.getElementById('root')!).render(<App />);
}

void bootstrap();
