import { useEffect } from 'react';
import type { Language } from '@convoy/i18n';
import { changeLanguage } from '../i18n';

/** An embedding site may choose the language with `lang`; the viewer's own choice is kept. */
export function useEmbedLanguage(language: Language | null): void {
  useEffect(() => {
    if (language) void changeLanguage(language, false);
  }, [language]);
}
