export { SchemaForm, SchemaFields, initialValuesOf, labelLayoutProps, type SchemaFormProps } from './SchemaForm';
export { labelLayout, type LabelLayout } from './labelLayout';
export { FormDraft, readDraft, writeDraft, clearDraft, useDraftSubmit } from './FormDraft';
export { fieldRules, isEditable, isEmptyValue, type Translate } from './rules';
export { FormDialog, formDraftKey, type FormDialogProps } from './FormDialog';
