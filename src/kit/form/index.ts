export { SchemaForm, SchemaFields, initialValuesOf, type SchemaFormProps } from './SchemaForm';
export { FormDraft, readDraft, writeDraft, clearDraft, useDraftSubmit } from './FormDraft';
export { fieldRules, isEditable, isEmptyValue, type Translate } from './rules';
export { FormDialog, formDraftKey, type FormDialogProps } from './FormDialog';
