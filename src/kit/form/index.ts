export { SchemaForm, initialValuesOf, type SchemaFormProps } from './SchemaForm';
export { fieldRules, isEditable, isEmptyValue, type Translate } from './rules';
