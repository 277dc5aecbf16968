import { createContext, startTransition, Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { loadRestTexts } from '@/i18n';
import { preloadPageIndex } from '../routing/registry';
import { joinOtherTabs } from '../session/signOut';

const ShellIdle = createContext(false);

/**
 * A part of the shell that can wait (its code loads when it first shows): `placeholder` keeps its
 * place until the browser is idle after the first screen and while its code loads, so nothing moves.
 */
export function WhenShellIdle({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return use(ShellIdle) ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/**
 * Once the browser is idle after the first screen (`after`), fetches the texts outside the first
 * screen and the features' page index, so the first other page opened waits for neither (pages load
 * them too: routing/lazyPage), links this browser's other tabs (signOut `joinOtherTabs`), and tells
 * the parts that can wait (`WhenShellIdle`).
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
