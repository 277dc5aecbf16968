import { useEffect } from 'react';
import useModal, { type HookAPI } from 'antd/es/modal/useModal';

/** antd's own modal hook, mounted once the first dialog is asked for (see useLazyModal). */
export default function ModalHookHolder({ onReady }: { onReady: (api: HookAPI) => void }) {
  const [api, holder] = useModal();
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  return holder;
}
