import { Col, Form, Row, type FormInstance, type FormItemProps } from 'antd';
import { Children, isValidElement, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldControl } from '../fields';
import { forSide, useSide } from '../permissions';
import type { FieldSchema } from '../schema';
import { labelLayout, type LabelLayout } from './labelLayout';
import { fieldRules, isEditable } from './rules';
import './form.css';

export type SchemaFormProps = {
  fields: readonly FieldSchema[];
  /** Supply one to read or set values from outside (Form.useForm()). */
  form?: FormInstance;
  /** Plain data (dates 'YYYY-MM-DD'); a field's defaultValue fills what is missing. */
  initialValues?: Record<string, unknown>;
  /** Called with the plain values once every rule passes (a submit button or Enter). */
  onSubmit?: (values: Record<string, unknown>) => void;
  /** Fields per row (default 2). */
  columns?: 1 | 2 | 3 | 4;
  disabled?: boolean;
  /** antd Form name: prefixes the control ids. */
  name?: string;
  /** Below the fields: EditableGrids of the same form, buttons. */
  children?: ReactNode;
};

/** Initial values: the given data over the fields' defaults. */
export function initialValuesOf(
  fields: readonly FieldSchema[],
  data: Record<string, unknown> = {},
): Record<string, unknown> {
  const defaults = Object.fromEntries(
    fields
      .filter((f) => f.defaultValue !== undefined)
      .map((f) => [
        f.name,
        typeof f.defaultValue === 'function' ? (f.defaultValue as () => unknown)() : f.defaultValue,
      ]),
  );
  return { ...defaults, ...data };
}

/**
 * The props that place labels as a form's layout says, on a Form.Item or on a whole antd Form (a
 * feature's own form lays its labels out with them: `<Form {...labelLayoutProps(labelLayout(labels, 1))}>`).
 */
export const labelLayoutProps = (layout: LabelLayout): LabelProps =>
  layout.kind === 'above'
    ? { layout: 'vertical', labelCol: { span: 24 }, wrapperCol: { span: 24 } }
    : { layout: 'horizontal', labelCol: { flex: `${layout.width}px` } };
export type LabelProps = Pick<FormItemProps, 'layout' | 'labelCol' | 'wrapperCol'>;

/**
 * The labels of the items a form is given besides its fields (a Form.Item's `label`, a RichTextItem's
 * or UploadItem's `labelKey`), through fragments: laid out with the fields, never in a column of their own.
 */
function labelsOfChildren(children: ReactNode, t: (key: string) => string): string[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ label?: unknown; labelKey?: unknown; children?: ReactNode }>(child)) return [];
    const { label, labelKey, children: inner } = child.props;
    if (typeof label === 'string') return [label];
    if (typeof labelKey === 'string') return [t(labelKey)];
    return labelsOfChildren(inner, t);
  });
}

/** One field of a schema form: label, rules and its kind's control, disabled when it may not be edited. */
function SchemaField({ field, disabled, placed }: { field: FieldSchema; disabled?: boolean; placed: LabelProps }) {
  const { t } = useTranslation();
  const label = t(field.labelKey);
  const item = (editable: boolean) => (
    <Form.Item name={field.name} label={label} rules={fieldRules(field, label, t)} validateFirst {...placed}>
      <FieldControl
        field={field}
        disabled={disabled || !editable}
        placeholder={field.placeholderKey ? t(field.placeholderKey) : undefined}
      />
    </Form.Item>
  );
  if (typeof field.isEditing !== 'function') return item(isEditable(field, undefined));
  // Editability that depends on other values follows them.
  return (
    <Form.Item noStyle shouldUpdate>
      {(form) => item(isEditable(field, form.getFieldsValue(true) as Record<string, unknown>))}
    </Form.Item>
  );
}

/**
 * A form as configuration (ARCHITECTURE "A page is configuration"): a field schema of SPEC §3
 * control kinds rendered with the SPEC §5 rules and messages. Values are plain data.
 */
export function SchemaForm({
  fields,
  form,
  initialValues,
  onSubmit,
  columns = 2,
  disabled,
  name,
  children,
}: SchemaFormProps) {
  const side = useSide();
  const { i18n } = useTranslation();
  const shown = useMemo(() => forSide(fields, side), [fields, side]);
  const initial = useMemo(() => initialValuesOf(shown, initialValues), [shown, initialValues]);
  // The items given as children (a rich text, an upload) are laid out with the fields, in the user's language.
  const language = i18n.language;
  const childLabels = labelsOfChildren(children, (key) => i18n.t(key, { lng: language })).join('\n');
  const extra = useMemo(() => (childLabels ? childLabels.split('\n') : []), [childLabels]);
  const placed = useMemo(
    () =>
      labelLayoutProps(labelLayout([...shown.map((f) => i18n.t(f.labelKey, { lng: language })), ...extra], columns)),
    [shown, extra, columns, i18n, language],
  );
  return (
    <Form
      form={form}
      name={name}
      {...placed}
      labelWrap
      initialValues={initial}
      onFinish={onSubmit}
      disabled={disabled}
      className="vsm-schema-form"
    >
      <SchemaFields fields={shown} columns={columns} disabled={disabled} withLabels={extra} />
      {children}
    </Form>
  );
}

/**
 * A further group of schema fields inside a SchemaForm's children (a form in sections); their
 * initial values come with the SchemaForm's initialValues.
 */
export function SchemaFields({
  fields,
  columns = 2,
  disabled,
  withLabels,
}: {
  fields: readonly FieldSchema[];
  columns?: 1 | 2 | 3 | 4;
  disabled?: boolean;
  /** Labels of the form's other items, laid out in the same column (SchemaForm's children). */
  withLabels?: readonly string[];
}) {
  const { i18n } = useTranslation();
  const side = useSide();
  const shown = useMemo(() => forSide(fields, side), [fields, side]);
  // Chosen from the labels as the user reads them: English ones may need the room above the control.
  const language = i18n.language;
  const placed = useMemo(
    () =>
      labelLayoutProps(
        labelLayout([...shown.map((f) => i18n.t(f.labelKey, { lng: language })), ...(withLabels ?? [])], columns),
      ),
    [shown, withLabels, columns, i18n, language],
  );
  const span = 24 / columns;
  return (
    <Row gutter={16}>
      {shown.map((field) => (
        <Col key={field.name} span={Math.min(24, span * (field.span ?? 1))}>
          <SchemaField field={field} disabled={disabled} placed={placed} />
        </Col>
      ))}
    </Row>
  );
}
