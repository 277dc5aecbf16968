export { FieldControl, CHOICE_KINDS, DISPLAY_KINDS } from './FieldControl';
export { displayText } from './displayText';
export { NumberInput } from './NumberInput';
export type { ControlProps } from './types';
export { OrgSelect, orgField } from './OrgSelect';
