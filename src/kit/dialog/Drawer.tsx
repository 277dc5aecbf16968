// eslint-disable-next-line no-restricted-imports -- this is the one place antd's Drawer is wrapped
import { Drawer as AntDrawer, type DrawerProps } from 'antd';
import { useTabHidden } from '../tabScope';

const OUT_OF_SIGHT = { display: 'none' } as const;

/**
 * antd's Drawer, out of sight while its tab is behind another: the tab stays mounted, so the drawer
 * stays open for the user's return instead of lying over the tab in front.
 */
export function Drawer(props: DrawerProps) {
  const behind = useTabHidden();
  return <AntDrawer {...props} rootStyle={behind ? OUT_OF_SIGHT : props.rootStyle} />;
}
