import { App } from 'antd';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormDialog, formDraftKey } from '../form/FormDialog';
import type { FieldSchema } from '../schema';
import { useToast } from '../useToast';
import type { ActionDialogProps, ActionForm, ActionPlace, DocumentAction } from './types';

/** The refusal of a document the action does not allow, with the action's `refusal`: its state and what to do first. */
const REFUSED_WHY = 'kit:action.notAllowedWhy';

/**
 * The client's refusal before an action on documents, mirroring the server's (SPEC §8): nothing
 * ticked → 'select documents to confirm or print first'; a document the action does not allow →
 * 'current document does not allow this operation'; then the action's own `refuse`, given the
 * documents on screen (`shown`), for an action on no document too. Returns the message key or null.
 */
export function refusalOf<T>(action: DocumentAction<T>, rows: readonly T[], shown: readonly T[] = rows): string | null {
  if (action.rows === false) return action.refuse?.([], shown) ?? null;
  if (rows.length === 0) return action.emptyKey ?? 'errors:selectDocumentsFirst';
  if (action.allowed && !rows.every(action.allowed))
    return action.refusedKey ?? (action.refusal ? REFUSED_WHY : 'errors:operationNotAllowed');
  return action.refuse?.(rows, shown) ?? null;
}

/** The text of a refusal (refusalOf's key): a declared `refusal` words the first refused document's case. */
export function refusalText<T>(t: TFunction, key: string, action: DocumentAction<T>, rows: readonly T[]): string {
  const refused = action.refusal && key === REFUSED_WHY ? rows.find((row) => !action.allowed?.(row)) : undefined;
  if (!refused || !action.refusal) return t(key);
  const values = { ...(refused as object), action: t(action.labelKey) };
  const { stateKey, firstKey } = action.refusal;
  return t(REFUSED_WHY, {
    ...values,
    state: t(stateKey, values),
    first: firstKey ? t('kit:action.firstStep', { first: t(firstKey, values) }) : '',
  });
}

/** What an action's texts are given: `count`, and a single document's own fields (e.g. {{sheetId}}). */
const textValues = <T,>(action: DocumentAction<T>, rows: readonly T[]) => ({
  ...(rows.length === 1 ? (rows[0] as object) : {}),
  ...(typeof action.texts === 'function' ? action.texts(rows) : action.texts),
  count: rows.length,
});

/** The count a call answered with ({ count }), if any. */
const countOf = (answer: unknown) =>
  answer && typeof answer === 'object' && typeof (answer as { count?: unknown }).count === 'number'
    ? { count: (answer as { count: number }).count }
    : {};

export const placesOf = <T,>(action: DocumentAction<T>): readonly ActionPlace[] =>
  action.places ?? (action.rows === false ? ['toolbar'] : ['toolbar', 'detail']);

/** Whether a row or detail button is offered for one document. */
export const offeredFor = <T,>(action: DocumentAction<T>, row: T) => !action.allowed || action.allowed(row);

function formOf<T>(
  action: DocumentAction<T>,
  rows: T[],
): (ActionForm & { initialValues?: Record<string, unknown> }) | null {
  if (action.form) return typeof action.form === 'function' ? action.form(rows) : action.form;
  if (!action.reason) return null;
  const { titleKey, labelKey, required = true, maxLength = 200, okKey } = action.reason;
  const field: FieldSchema = { name: 'reason', labelKey, kind: 'textarea', required, maxLength };
  return { titleKey, fields: [field], okKey };
}

/** A screen's own dialog for an action, rendered as a component of its own. */
function OwnDialog<T>({
  render,
  ...props
}: ActionDialogProps<T> & { render: NonNullable<DocumentAction<T>['dialog']> }) {
  return render(props);
}

type Open<T> = { action: DocumentAction<T>; rows: T[] } | null;

/**
 * Runs the document actions of a query screen: `start(action, rows, shown?)` refuses (`shown`: the
 * documents on screen, for the action's `refuse`), asks (confirm, reason, form or the action's own
 * dialog), calls, toasts and reloads; `element` is the open dialog.
 */
export function useDocumentActions<T>(reload: () => void): {
  start: (action: DocumentAction<T>, rows: T[], shown?: readonly T[]) => void;
  element: ReactNode;
} {
  const { t } = useTranslation();
  const toast = useToast();
  const { modal } = App.useApp();
  const [open, setOpen] = useState<Open<T>>(null);
  // One question at a time: a second click while a confirm, dialog or call is under way keeps the first.
  const busy = useRef(false);
  const close = useCallback(() => {
    busy.current = false;
    setOpen(null);
  }, []);

  const start = useCallback(
    (action: DocumentAction<T>, rows: T[], shown?: readonly T[]) => {
      if (busy.current) return;
      const refusal = refusalOf(action, rows, shown);
      if (refusal) return void toast.warning(refusalText(t, refusal, action, rows));
      if (action.open) return action.open(rows);
      busy.current = true;
      if (action.dialog || action.form || action.reason) return setOpen({ action, rows });
      const run = async () => {
        let answer: unknown;
        try {
          answer = await action.call?.(rows, {});
        } catch {
          return; // the client showed the SPEC §8 message
        } finally {
          busy.current = false;
        }
        if (action.successKey) toast.success(t(action.successKey, { ...textValues(action, rows), ...countOf(answer) }));
        reload();
      };
      if (!action.confirmKey) return void run();
      const values = textValues(action, rows);
      modal.confirm({
        title: t(action.confirmKey, values),
        content: action.confirmTextKey && t(action.confirmTextKey, values),
        okText: action.confirmOkKey && t(action.confirmOkKey),
        okButtonProps: { danger: action.danger },
        mask: { closable: false },
        onOk: run,
        onCancel: () => void (busy.current = false),
      });
    },
    [t, toast, modal, reload],
  );

  let element: ReactNode = null;
  if (open?.action.dialog)
    element = <OwnDialog render={open.action.dialog} rows={open.rows} close={close} reload={reload} />;
  else if (open) {
    const { action, rows } = open;
    const form = formOf(action, rows)!;
    element = (
      <FormDialog
        name={`action-${action.key}`}
        title={t(form.titleKey, textValues(action, rows))}
        fields={form.fields}
        initialValues={form.initialValues}
        width={form.width}
        okText={form.okKey ? t(form.okKey) : undefined}
        onSubmit={(values) => action.call?.(rows, values) ?? Promise.resolve()}
        validate={form.validate}
        draftKey={form.draftKey ?? formDraftKey(`action-${action.key}`, rows)}
        successKey={action.successKey}
        successValues={textValues(action, rows)}
        onDone={reload}
        onClose={close}
      />
    );
  }
  return { start, element };
}
