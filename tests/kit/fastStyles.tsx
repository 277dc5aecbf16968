import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { Providers } from './helpers';

/**
 * The kit's Providers with antd's CSS-in-JS kept out of the document: jsdom then has no
 * stylesheets to match on every getComputedStyle (antd's table measures itself with it), which
 * makes grid tests several times faster. Nothing under test depends on those styles.
 */
export function FastProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <Providers>{children}</Providers>
    </StyleProvider>
  );
}
