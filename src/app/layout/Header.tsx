import { memo } from 'react';
import { Button, Dropdown, Space, Tooltip, App, type MenuProps } from 'antd';
import TranslationOutlined from '@ant-design/icons/TranslationOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { setI18nPreference, downloadI18n } from '@/api/i18n';
import type { SessionUser, SupplierOption } from '@/api/types';
import { availableLanguages, mergeServerTexts, prepareLanguage, switchLanguage, type Language } from '@/i18n';
import { showServerText, useServerTextConverter } from '@/i18n/serverText';
import { useMenu } from '@/stores/menu';
import { usePrefs } from '@/stores/prefs';
import { VendorBadge } from './VendorBadge';
import { signOut } from '../session/signOut';
import { appUrl } from '@/lib/base';
import { MailBadge } from './MailBadge';
import { AppLogo } from './AppLogo';
import { SearchLauncher } from './lazyParts';
import { WhenShellIdle } from './shellIdle';
import '../search/launcher.css';

type Props = {
  user: SessionUser;
  /** False for the shell's first pass: the bar and its title only. */
  tools: boolean;
  onPickVendor?: (option: SupplierOption) => void;
  onConfigure: (what: 'quickMenu' | 'todos') => void;
};

const HELP_PATH = appUrl('/help');

/** The bar's right side: supplier code, mail, help, settings, language, theme and the user menu. */
function HeaderTools({ user, onPickVendor, onConfigure }: Omit<Props, 'tools'>) {
  const { t, i18n } = useTranslation(['shell', 'lang']);
  const { message } = App.useApp();
  const theme = usePrefs((s) => s.theme);
  // A supplier's user name is its company's, as the server wrote it: Traditional in zh-HK.
  useServerTextConverter();
  const setTheme = usePrefs((s) => s.setTheme);

  const languages = availableLanguages(user.userType);
  const onLanguage: MenuProps['onClick'] = async ({ key }) => {
    const lang = key as Language;
    // Server texts first, so the screens re-render once with everything translated.
    await downloadI18n(lang, { silent: true })
      .then((texts) => mergeServerTexts(lang, texts))
      .catch(() => undefined);
    const ok = await switchLanguage(lang, {
      saveToServer: (languageCode) => setI18nPreference({ languageCode }, { silent: true }),
    });
    if (ok) message.success(i18n.t('lang:switchSuccess'));
    else message.error(i18n.t('lang:switchFailed'));
  };

  const settings: MenuProps['items'] = [
    { key: 'quickMenu', label: t('settings.quickMenu') },
    { key: 'todos', label: t('settings.todos') },
  ];
  const userItems: MenuProps['items'] = [{ key: 'logout', icon: <LogoutOutlined />, label: t('user.logout') }];

  return (
    <Space size={4} align="center" className="shell-header-actions">
      {user.userType === 2 && onPickVendor && <VendorBadge onPick={onPickVendor} />}
      <MailBadge user={user} />
      <Tooltip title={t('help')}>
        <Button
          type="text"
          aria-label={t('help')}
          icon={<QuestionCircleOutlined />}
          href={HELP_PATH}
          target="_blank"
          rel="noopener noreferrer"
        />
      </Tooltip>
      <Dropdown
        menu={{ items: settings, onClick: ({ key }) => onConfigure(key as 'quickMenu' | 'todos') }}
        trigger={['click']}
      >
        <Button type="text" aria-label={t('settings.title')} icon={<SettingOutlined />} />
      </Dropdown>
      <Dropdown
        trigger={['click']}
        // The others' texts (and zh-HK's converter of the server's texts) load while the user chooses.
        onOpenChange={(open) => open && languages.forEach((lang) => lang !== i18n.language && prepareLanguage(lang))}
        menu={{
          items: languages.map((lang) => ({ key: lang, label: t(`lang:name.${lang}`) })),
          selectable: true,
          selectedKeys: [i18n.language],
          onClick: onLanguage,
        }}
      >
        <Button type="text" aria-label={t('lang:menuLabel')} icon={<TranslationOutlined />}>
          <span className="shell-header-lang-name">{t(`lang:name.${i18n.language}`)}</span>
        </Button>
      </Dropdown>
      <Tooltip title={theme === 'dark' ? t('theme.light') : t('theme.dark')}>
        <Button
          type="text"
          aria-label={theme === 'dark' ? t('theme.light') : t('theme.dark')}
          icon={theme === 'dark' ? <SunOutlined /> : <MoonOutlined />}
          onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
        />
      </Tooltip>
      <Dropdown trigger={['click']} menu={{ items: userItems, onClick: () => void signOut() }}>
        <Button type="text" icon={<UserOutlined />} aria-label={t('user.menu')}>
          <span className="shell-header-user-name">{showServerText(user.emplName)}</span>
        </Button>
      </Dropdown>
    </Space>
  );
}

/** The search button's place while its code loads: the button's box, so nothing moves when it comes. */
const SearchSpace = () => <span className="shell-search-button" aria-hidden />;

export const Header = memo(function Header({ tools, ...props }: Props) {
  const { t } = useTranslation(['shell']);
  const collapsed = useMenu((s) => s.collapsed);
  const toggleCollapsed = useMenu((s) => s.toggleCollapsed);
  return (
    <header className="shell-header">
      <Space size={12} align="center">
        <Button
          type="text"
          aria-label={collapsed ? t('menu.expand') : t('menu.collapse')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={toggleCollapsed}
        />
        <AppLogo />
        <h1 className="shell-title">{t('common:systemTitle')}</h1>
      </Space>
      {tools && (
        <WhenShellIdle placeholder={<SearchSpace />}>
          <SearchLauncher user={props.user} />
        </WhenShellIdle>
      )}
      {tools && <HeaderTools {...props} />}
    </header>
  );
});
