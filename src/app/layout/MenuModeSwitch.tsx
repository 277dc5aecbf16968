import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenu } from '@/stores/menu';

/** The side menu's choice between the whole menu and the user's quick menu. */
export function MenuModeSwitch() {
  const { t } = useTranslation('shell');
  const mode = useMenu((s) => s.mode);
  const setMode = useMenu((s) => s.setMode);
  return (
    <Segmented
      block
      size="small"
      className="side-menu-mode"
      value={mode}
      onChange={(value) => setMode(value as 'full' | 'quick')}
      options={[
        { value: 'full', label: t('menu.full') },
        { value: 'quick', label: t('menu.quick') },
      ]}
    />
  );
}
