import { within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RouteDef } from '@/kit/routing';
import { createPageHarness, rowOf, samePage } from './pageHarness';

/**
 * The acceptance and returns screens against the mock, as their page tests render and read them:
 * English, the bodies of the calls each page sent, the client's error toasts (notify), a supplier
 * or retailer session.
 */

const harness = createPageHarness({ paths: /\/api\/fea-vsm\/(?:acceptance|returns)\// });
export const { sent, callsTo, notify, signInAs, install: installDocsHarness } = harness;

/** Renders the page of `routes` at `url` (every route of the list shows `Page`). */
export const renderPage = (routes: RouteDef[], Page: ComponentType, url: string) => harness.renderPage(url, samePage(routes, Page));

export { bodyRows, columnTexts, field, findText, grid, headers, rowOf, waitForRows } from './pageHarness';

/** Ticks the row's checkbox. */
export const tick = (sheetId: string) => within(rowOf(sheetId)).getByRole('checkbox');
export const button = (text: string, root: HTMLElement = document.body) => within(root).getByText(text).closest('button')!;
export const drawer = () => document.querySelector<HTMLElement>('.ant-drawer-section')!;
export const drawerField = (label: string) =>
  [...drawer().querySelectorAll('.ant-descriptions-item-label')].find((cell) => cell.textContent === label)?.nextElementSibling?.textContent;
export const drawerLines = () => [...drawer().querySelectorAll<HTMLElement>('.vsm-document-lines tbody tr.ant-table-row')];
export const printSheet = () => document.querySelector<HTMLElement>('body > .vsm-print-sheet')!;
