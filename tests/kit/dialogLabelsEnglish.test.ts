import i18next from 'i18next';
import { labelLayout } from '@/kit/form';
import { textWidthBound } from '@/kit/grid/textWidth';
import type { ActionForm } from '@/kit/query';
import type { FieldSchema } from '@/kit/schema';
import { setUpTexts } from '../support/page';
import { queryScreens } from '../support/queryScreens';

/*
 * Issue 34 item 11, "English labels never overlap", over every form a feature declares, in en-US:
 * each query screen's action forms and reasons, and every field list of the features' schemas. For
 * each, the kit's label layout (kit/form/labelLayout, what SchemaForm and FormDialog use) puts the
 * labels above the controls or beside them in a column at least as wide as each label, so none wraps;
 * an action's dialog (one field a row, FormDialog's 560 px unless it says) keeps its controls room.
 */

const LABEL_CHROME = 24; // the required mark and the colon (kit/form/labelLayout)
const DIALOG_BODY = 48; // the dialog's body padding, both sides
const MIN_CONTROL = 200; // a date range or a select with a long English option stays readable

type Form = { where: string; labelKeys: string[]; columns: 1 | 2 | 3 | 4; width?: number };

const isFieldList = (value: unknown): value is FieldSchema[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((f) => typeof f === 'object' && f !== null && 'name' in f && 'labelKey' in f && 'kind' in f);

function actionForms(): Form[] {
  const seen = new Set<string>();
  return queryScreens().flatMap(({ config }) =>
    (config.actions ?? []).flatMap((action): Form[] => {
      const where = `${config.id} action ${action.key}`;
      if (seen.has(where)) return [];
      seen.add(where);
      if (action.reason) return [{ where, labelKeys: [action.reason.labelKey], columns: 1, width: 560 }];
      if (!action.form) return [];
      let form: ActionForm;
      try {
        form = typeof action.form === 'function' ? action.form([{}]) : action.form;
      } catch {
        return []; // a form made from its document's values: its fields are the schema's, checked below
      }
      return [{ where, labelKeys: form.fields.map((f) => f.labelKey), columns: 1, width: form.width ?? 560 }];
    }),
  );
}

const schemaModules = import.meta.glob<Record<string, unknown>>('../../src/features/*/schemas/**/*.{ts,tsx}', {
  eager: true,
});

/** Every field list a schema module exports (or makes without arguments), at each row width it may be given. */
function schemaForms(): Form[] {
  return Object.entries(schemaModules).flatMap(([path, mod]) =>
    Object.entries(mod).flatMap(([name, value]) => {
      let fields: unknown = value;
      // A list made from loaded choices (the BUs, the DCs: `fields(bus)`) is made here with none.
      if (typeof value === 'function' && !/^use[A-Z]/.test(name) && !/^[A-Z]/.test(name)) {
        try {
          fields = (value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => []));
        } catch {
          return [];
        }
      }
      if (!isFieldList(fields)) return [];
      const where = `${path.replace(/^.*\/features\//, '')} ${name}`;
      const labelKeys = fields.map((f) => f.labelKey);
      return ([1, 2, 3] as const).map((columns) => ({ where: `${where} (${columns} a row)`, labelKeys, columns }));
    }),
  );
}

/** What is wrong with a form's labels in the language set up: nothing when none wraps. */
function wrongLabels({ labelKeys, columns, width }: Form): string[] {
  const missing = labelKeys.filter((key) => !i18next.exists(key));
  if (missing.length) return missing.map((key) => `no English text for ${key}`);
  const labels = labelKeys.map((key) => i18next.t(key));
  const layout = labelLayout(labels, columns);
  if (layout.kind === 'above') return [];
  const wraps = labels
    .filter((label) => Math.ceil(textWidthBound(label)) + LABEL_CHROME > layout.width)
    .map((label) => `"${label}" wraps in ${layout.width}px`);
  const room = width && (width - DIALOG_BODY) / columns - layout.width;
  return room !== undefined && room < MIN_CONTROL ? [...wraps, `controls get ${room}px`] : wraps;
}

describe('every form lays its labels out for English', () => {
  beforeAll(() => setUpTexts('en-US'));

  it('finds the action forms of the query screens and the field lists of the schemas', () => {
    expect(actionForms().length).toBeGreaterThan(40);
    expect(schemaForms().length).toBeGreaterThanOrEqual(60);
  });

  it('no label of an action form or reason wraps, and its controls keep their room', () => {
    const wrong = actionForms().flatMap((form) => wrongLabels(form).map((what) => `${form.where}: ${what}`));
    expect(wrong).toEqual([]);
  });

  it('no label of a schema field list wraps, one to three fields a row', () => {
    const wrong = schemaForms().flatMap((form) => wrongLabels(form).map((what) => `${form.where}: ${what}`));
    expect(wrong).toEqual([]);
  });
});
