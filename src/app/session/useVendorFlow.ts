import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionUser, SupplierOption } from '@/api/types';
import { useTabs } from '@/stores/tabs';
import { useVendor } from '@/stores/vendor';
import {
  activateVendor,
  initialOption,
  loadVendorOptions,
  selectableOptions,
  storedVendorSelectable,
  takeInitialActivation,
  type VendorOutcome,
} from './vendorFlow';
import { signOut } from './signOut';

/** SPEC §9: a blacklisted supplier is logged out to the portal 5000 ms after the warning. */
export const BLACKLIST_LOGOUT_MS = 5000;

export type VendorFlowState = 'loading' | 'ready' | 'unselected' | 'empty' | 'failed' | 'disabled' | 'blacklisted';

function closeWindow() {
  window.close();
  // A window the portal did not open by script cannot be closed; then leave for the portal.
  window.setTimeout(() => void signOut(), 300);
}

/** The supplier's combination: load, auto-select or force the picker, and the checks of SPEC §4. */
export function useVendorFlow(user: SessionUser) {
  const { t } = useTranslation(['shell', 'errors']);
  const { modal, message } = App.useApp();
  // Settled during sign-in (the combination's checks passed in this load): the pages render with the shell.
  const [state, setState] = useState<VendorFlowState>(() => (storedVendorSelectable() ? 'ready' : 'loading'));
  const [pickerOpen, setPickerOpen] = useState(false);
  const started = useRef(false);

  const pick = useCallback(
    async (option: SupplierOption, initial: boolean, started?: Promise<VendorOutcome>) => {
      const outcome = await (started ?? activateVendor(option, user));
      if (outcome === 'disabled') {
        setPickerOpen(false);
        if (initial) setState('disabled');
        modal.warning({
          title: t('shell:vendor.warningTitle'),
          content: t('errors:vendorDisabled'),
          okText: t('shell:confirm'),
          onOk: closeWindow,
        });
        return;
      }
      if (outcome === 'blacklisted') {
        setPickerOpen(false);
        if (initial) setState('blacklisted');
        // SPEC §4: on the initial load the supplier is told it will be signed out, and is.
        const content = initial ? t('errors:partnerDisabledLogout') : t('shell:vendor.blacklisted');
        modal.warning({ title: t('shell:vendor.warningTitle'), content, okText: t('shell:confirm') });
        if (initial) window.setTimeout(() => void signOut(), BLACKLIST_LOGOUT_MS);
        return;
      }
      setPickerOpen(false);
      // The pages mount in a transition (rendered in slices, see SessionGate).
      startTransition(() => setState('ready'));
      if (!initial) {
        useTabs.getState().reloadAll();
        message.success(t('shell:vendor.switched', { code: option.venderId }));
      }
    },
    [user, modal, message, t],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        const loaded = useVendor.getState().options;
        const options = loaded.length ? loaded : await loadVendorOptions(user);
        const selectable = selectableOptions(options);
        // The checks of the stored or only combination already started during sign-in (session/bootstrap.ts): finish them here.
        const started = takeInitialActivation(options);
        if (started) {
          await pick(started.option, true, started.outcome);
          return;
        }
        if (!selectable.length) {
          setState('empty');
          message.error(t('errors:vendorEmpty'));
          return;
        }
        // The stored combination is checked again on every load, like the only one (SPEC §4).
        const initial = initialOption(options);
        if (initial) {
          await pick(initial, true);
          return;
        }
        setState('unselected');
        setPickerOpen(true);
      } catch {
        setState('failed');
      }
    })();
  }, [user, pick, message, t]);

  return {
    state,
    pickerOpen,
    openPicker: () => setPickerOpen(true),
    closePicker: () => setPickerOpen(false),
    pick,
  };
}
