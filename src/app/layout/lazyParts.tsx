import { lazy } from 'react';

/*
 * Parts of the shell that most sign-ins never show: loaded when first shown, so the workbench's
 * first load carries neither them nor the antd components they use (Tree, List, Select, Result),
 * and the side menu's mode switch (Segmented) and the header's search button (its shortcuts), shown once the
 * browser is idle after the first screen.
 */
export const SettingsDialogs = lazy(() => import('./SettingsDialogs').then((m) => ({ default: m.SettingsDialogs })));
export const VendorDialog = lazy(() => import('../session/VendorDialog').then((m) => ({ default: m.VendorDialog })));
export const VendorStateNotice = lazy(() =>
  import('../session/VendorStateNotice').then((m) => ({ default: m.VendorStateNotice })),
);
export const SupplierPicker = lazy(() => import('./SupplierPicker').then((m) => ({ default: m.SupplierPicker })));
export const NotFound = lazy(() => import('../pages/NotFound').then((m) => ({ default: m.NotFound })));
export const MenuModeSwitch = lazy(() => import('./MenuModeSwitch').then((m) => ({ default: m.MenuModeSwitch })));
export const SearchLauncher = lazy(() =>
  import('../search/SearchLauncher').then((m) => ({ default: m.SearchLauncher })),
);
