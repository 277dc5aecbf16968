export { Dialog, type DialogProps } from './Dialog';
export * from './geometry';
