import type { FieldSchema } from '../schema';

/**
 * What every control of a kind gets: its field, the value and change handler of the surrounding
 * antd Form.Item (plain data, see FieldSchema), and how it is labelled.
 */
export type ControlProps = {
  field: FieldSchema;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
  /** A grid cell has no visible label of its own. */
  'aria-label'?: string;
  placeholder?: string;
};
