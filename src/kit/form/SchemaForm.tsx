import { Col, Form, Row, type FormInstance, type FormItemProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldControl } from '../fields';
import { forSide, useSide } from '../permissions';
import type { FieldSchema } from '../schema';
import { DEFAULT_LABEL_WIDTH, labelLayout, type LabelLayout } from './labelLayout';
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

/** The Form.Item props that place a label as its form's layout says. */
const labelProps = (layout: LabelLayout): LabelProps =>
  layout.kind === 'above'
    ? { layout: 'vertical', labelCol: { span: 24 }, wrapperCol: { span: 24 } }
    : { layout: 'horizontal', labelCol: { flex: `${layout.width}px` } };
type LabelProps = Pick<FormItemProps, 'layout' | 'labelCol' | 'wrapperCol'>;

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
  const shown = useMemo(() => forSide(fields, side), [fields, side]);
  const initial = useMemo(() => initialValuesOf(shown, initialValues), [shown, initialValues]);
  return (
    <Form
      form={form}
      name={name}
      layout="horizontal"
      labelCol={{ flex: `${DEFAULT_LABEL_WIDTH}px` }}
      labelWrap
      initialValues={initial}
      onFinish={onSubmit}
      disabled={disabled}
      className="vsm-schema-form"
    >
      <SchemaFields fields={shown} columns={columns} disabled={disabled} />
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
}: {
  fields: readonly FieldSchema[];
  columns?: 1 | 2 | 3 | 4;
  disabled?: boolean;
}) {
  const { i18n } = useTranslation();
  const side = useSide();
  const shown = useMemo(() => forSide(fields, side), [fields, side]);
  // Chosen from the labels as the user reads them: English ones may need the room above the control.
  const language = i18n.language;
  const placed = useMemo(
    () =>
      labelProps(
        labelLayout(
          shown.map((f) => i18n.t(f.labelKey, { lng: language })),
          columns,
        ),
      ),
    [shown, columns, i18n, language],
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
