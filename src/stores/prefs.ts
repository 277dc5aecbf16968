import { create } from 'zustand';
import { changeLanguage, currentLanguage, i18n, isLanguage, type Language } from '@/i18n';

/** Display preferences kept in this browser: the language (LangInfo, SPEC §3) and the theme. */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'fea-vsm-theme';

function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

type PrefsState = {
  /** The interface language; follows every switch made through src/i18n. */
  language: Language;
  theme: Theme;
  /** Switches the interface language (loads its texts, persists LangInfo). */
  setLanguage: (lang: Language) => Promise<void>;
  setTheme: (theme: Theme) => void;
};

export const usePrefs = create<PrefsState>((set) => ({
  language: currentLanguage(),
  theme: readTheme(),
  setLanguage: (lang) => changeLanguage(lang),
  setTheme: (theme) => {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage denied: the theme still applies to this page.
    }
    set({ theme });
  },
}));

// The language is owned by i18next: mirror every change, whoever made it (initI18n, the language
// menu, the sign-in flow).
i18n.on('languageChanged', (lng: string) => {
  if (isLanguage(lng) && usePrefs.getState().language !== lng) usePrefs.setState({ language: lng });
});
