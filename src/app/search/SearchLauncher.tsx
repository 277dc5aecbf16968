import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/api/types';
import { loadRestTexts } from '@/i18n';
import { typingIn, useDocumentKeydown } from '@/kit/useDocumentKeydown';

/** The box itself, with the texts outside the first screen (its own among them): a chunk of its own. */
const loadBox = () => Promise.all([import('./FindAnything'), loadRestTexts()]).then(([m]) => m);
const FindAnything = lazy(loadBox);

/**
 * The header's search button, loaded when the browser is idle after the first screen (the header keeps
 * its place until then and holds its CSS). Ctrl+K (⌘K) from anywhere, or "/" when not typing, opens
 * the box, whose code loads at once after this, or at the first open.
 */
export function SearchLauncher({ user }: { user: SessionUser }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useDocumentKeydown((e) => {
    const ctrlK = (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k';
    const slash = e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typingIn(e.target);
    if (!ctrlK && !slash) return;
    e.preventDefault();
    setOpen(true);
  });

  useEffect(() => {
    const preload = () => void loadBox().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preload, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preload, 2000);
    return () => clearTimeout(id);
  }, []);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="shell-search-button"
        // Its name also where a narrow window shows the icon alone.
        aria-label={t('search.placeholder')}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        onClick={() => setOpen(true)}
        onFocus={() => void loadBox().catch(() => undefined)}
      >
        <SearchOutlined aria-hidden />
        <span className="shell-search-placeholder">{t('search.placeholder')}</span>
        <kbd className="shell-search-key">{t('search.key')}</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <FindAnything user={user} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
