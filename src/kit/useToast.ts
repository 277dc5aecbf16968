import { App, message as staticMessage } from 'antd';

/** The themed toasts of antd's App (SPEC §8 results appear as toasts); the static API outside one. */
export function useToast() {
  const { message } = App.useApp();
  return typeof message.warning === 'function' ? message : staticMessage;
}
