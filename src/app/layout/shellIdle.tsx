import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';
import { loadRestTexts } from '@/i18n';
import { preloadPageIndex } from '../routing/registry';
import { joinOtherTabs } from '../session/signOut';

const ShellIdle = createContext(false);

/** True once the browser is idle after the first screen: the shell's parts that can wait show then. */
export const useShellIdle = () => use(ShellIdle);

/**
 * Once the browser is idle after the first screen (`after`), fetches the texts outside the first
 * screen and the features' page index, so the first other page opened waits for neither (pages load
 * them too: routing/lazyPage), links this browser's other tabs (signOut `joinOtherTabs`), and tells
 * the parts that can wait (`useShellIdle`).
 *
 * `children` are the shell's elements, made by its parent: when idle flips, only the parts that read
 * it render again. Drawn again with the header's tools and the side menu, that pass was one task of
 * ~150 ms at CPU x4, often while the user was already scrolling the first screen's list.
 */
export function ShellIdleProvider({ after, children }: { after: boolean; children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!after) return;
    const load = () => {
      loadRestTexts().catch(() => undefined);
      preloadPageIndex();
      void joinOtherTabs();
      startTransition(() => setIdle(true));
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, [after]);
  return <ShellIdle value={idle}>{children}</ShellIdle>;
}
