export { LookupField, type LookupFieldProps } from './LookupField';
export { LookupDialog, LOOKUP_DIALOG_BODY_HEIGHT, LOOKUP_DIALOG_WIDTH, type LookupDialogProps } from './LookupDialog';
export { BankAccountField, DEFAULT_BANK_FILL, type BankAccountFieldProps } from './BankAccountField';
export { DEFAULT_LOOKUP_COLUMNS, lookupColumns, type LookupColumn } from './columns';
export * from './flow';
export { useLookupResolve, type LookupResolveOptions } from './useLookupResolve';
