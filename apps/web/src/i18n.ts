/**
 * Interface language: i18next with the shared catalogue of @convoy/i18n, plus the matching
 * Ant Design and dayjs locales and the page direction (Arabic is right to left).
 */
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/th';
import 'dayjs/locale/ru';
import 'dayjs/locale/ja';
import 'dayjs/locale/pt-br';
import 'dayjs/locale/ar';
import 'dayjs/locale/el';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import thTH from 'antd/locale/th_TH';
import ruRU from 'antd/locale/ru_RU';
import jaJP from 'antd/locale/ja_JP';
import ptBR from 'antd/locale/pt_BR';
import arEG from 'antd/locale/ar_EG';
import elGR from 'antd/locale/el_GR';
import {
  LANGUAGES,
  NAMESPACES,
  RTL_LANGUAGES,
  isLanguage,
  resources,
  type Language,
} from '@convoy/i18n';
import type { AlarmLanguage } from '@convoy/domain';
import { readStoredLanguage, writeStoredLanguage } from './state/browser-storage';

export const ANTD_LOCALES: Record<Language, Locale> = {
  zh: zhCN,
  en: enUS,
  es: esES,
  fr: frFR,
  th: thTH,
  ru: ruRU,
  ja: jaJP,
  pt: ptBR,
  ar: arEG,
  el: elGR,
};

const DAYJS_LOCALES: Record<Language, string> = {
  zh: 'zh-cn',
  en: 'en',
  es: 'es',
  fr: 'fr',
  th: 'th',
  ru: 'ru',
  ja: 'ja',
  pt: 'pt-br',
  ar: 'ar',
  el: 'el',
};

/** Each language is offered under its own name, so a reader finds it whatever is shown now. */
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  zh: '简体中文',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  th: 'ไทย',
  ru: 'Русский',
  ja: '日本語',
  pt: 'Português',
  ar: 'العربية',
  el: 'Ελληνικά',
};

/**
 * Alarm and device messages may also be in Indonesian and Vietnamese (SPEC.md §1), which
 * are not interface languages.
 */
export const ALARM_LANGUAGE_NAMES: Record<AlarmLanguage, string> = {
  ...LANGUAGE_NATIVE_NAMES,
  id: 'Bahasa Indonesia',
  vi: 'Tiếng Việt',
};

export const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({
  value,
  label: LANGUAGE_NATIVE_NAMES[value],
}));

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  dayjs.locale(DAYJS_LOCALES[language]);
}

const initial = readStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // The catalogue is bundled, so initialisation completes before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
});
applyToDocument(initial);

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) applyToDocument(language);
});

/**
 * Switches the interface language. Embedded pages pass `remember: false` so that a
 * `lang` query parameter does not overwrite the operator's own choice.
 */
export function changeLanguage(language: Language, remember = true): Promise<unknown> {
  if (remember) writeStoredLanguage(language);
  return i18n.changeLanguage(language);
}

/** The current interface language, re-rendering the caller when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : 'en';
}

export default i18n;
