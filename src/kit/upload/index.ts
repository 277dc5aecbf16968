export { UploadField, type UploadFieldProps } from './UploadField';
export { UploadItem, type UploadItemProps } from './UploadItem';
export * from './checks';
export * from './preview';
