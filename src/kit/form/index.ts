export { SchemaForm, SchemaFields, initialValuesOf, type SchemaFormProps } from './SchemaForm';
export { FormDraft, readDraft, clearDraft, useDraftSubmit } from './FormDraft';
export { fieldRules, isEditable, isEmptyValue, type Translate } from './rules';
export { FormDialog, type FormDialogProps } from './FormDialog';
