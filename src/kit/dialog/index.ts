export { Dialog, type DialogProps } from './Dialog';
export { Drawer } from './Drawer';
export * from './geometry';
