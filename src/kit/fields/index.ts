export { FieldControl, CHOICE_KINDS, DISPLAY_KINDS } from './FieldControl';
export { displayText } from './displayText';
export type { ControlProps } from './types';
export { OrgSelect, orgField } from './OrgSelect';
