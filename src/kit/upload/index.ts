export { UploadField, type UploadFieldProps } from './UploadField';
export * from './checks';
export * from './preview';
