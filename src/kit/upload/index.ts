export { UploadField, type UploadFieldProps } from './UploadField';
export { FileSection } from './FileSection';
export { UploadItem, type UploadItemProps } from './UploadItem';
export * from './checks';
export * from './preview';
