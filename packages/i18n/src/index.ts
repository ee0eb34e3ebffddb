/**
 * The interface strings of Convoy in its ten languages, one folder per namespace,
 * one JSON file per language. Every file of a namespace has the same keys (see i18n.test.ts).
 */
import common_zh from './common/zh.json';
import common_en from './common/en.json';
import common_es from './common/es.json';
import common_fr from './common/fr.json';
import common_th from './common/th.json';
import common_ru from './common/ru.json';
import common_ja from './common/ja.json';
import common_pt from './common/pt.json';
import common_ar from './common/ar.json';
import common_el from './common/el.json';
import login_zh from './login/zh.json';
import login_en from './login/en.json';
import login_es from './login/es.json';
import login_fr from './login/fr.json';
import login_th from './login/th.json';
import login_ru from './login/ru.json';
import login_ja from './login/ja.json';
import login_pt from './login/pt.json';
import login_ar from './login/ar.json';
import login_el from './login/el.json';
import menu_zh from './menu/zh.json';
import menu_en from './menu/en.json';
import menu_es from './menu/es.json';
import menu_fr from './menu/fr.json';
import menu_th from './menu/th.json';
import menu_ru from './menu/ru.json';
import menu_ja from './menu/ja.json';
import menu_pt from './menu/pt.json';
import menu_ar from './menu/ar.json';
import menu_el from './menu/el.json';
import errors_zh from './errors/zh.json';
import errors_en from './errors/en.json';
import errors_es from './errors/es.json';
import errors_fr from './errors/fr.json';
import errors_th from './errors/th.json';
import errors_ru from './errors/ru.json';
import errors_ja from './errors/ja.json';
import errors_pt from './errors/pt.json';
import errors_ar from './errors/ar.json';
import errors_el from './errors/el.json';
import home_zh from './home/zh.json';
import home_en from './home/en.json';
import home_es from './home/es.json';
import home_fr from './home/fr.json';
import home_th from './home/th.json';
import home_ru from './home/ru.json';
import home_ja from './home/ja.json';
import home_pt from './home/pt.json';
import home_ar from './home/ar.json';
import home_el from './home/el.json';
import settings_zh from './settings/zh.json';
import settings_en from './settings/en.json';
import settings_es from './settings/es.json';
import settings_fr from './settings/fr.json';
import settings_th from './settings/th.json';
import settings_ru from './settings/ru.json';
import settings_ja from './settings/ja.json';
import settings_pt from './settings/pt.json';
import settings_ar from './settings/ar.json';
import settings_el from './settings/el.json';
import account_zh from './account/zh.json';
import account_en from './account/en.json';
import account_es from './account/es.json';
import account_fr from './account/fr.json';
import account_th from './account/th.json';
import account_ru from './account/ru.json';
import account_ja from './account/ja.json';
import account_pt from './account/pt.json';
import account_ar from './account/ar.json';
import account_el from './account/el.json';
import device_zh from './device/zh.json';
import device_en from './device/en.json';
import device_es from './device/es.json';
import device_fr from './device/fr.json';
import device_th from './device/th.json';
import device_ru from './device/ru.json';
import device_ja from './device/ja.json';
import device_pt from './device/pt.json';
import device_ar from './device/ar.json';
import device_el from './device/el.json';

export const LANGUAGES = ['zh', 'en', 'es', 'fr', 'th', 'ru', 'ja', 'pt', 'ar', 'el'] as const;
export type Language = (typeof LANGUAGES)[number];
export const NAMESPACES = [
  'common',
  'login',
  'menu',
  'errors',
  'account',
  'home',
  'settings',
  'device',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Messages = Record<string, unknown>;

export const resources: Record<Language, Record<Namespace, Messages>> = {
  zh: {
    common: common_zh,
    login: login_zh,
    menu: menu_zh,
    errors: errors_zh,
    account: account_zh,
    home: home_zh,
    settings: settings_zh,
    device: device_zh,
  },
  en: {
    common: common_en,
    login: login_en,
    menu: menu_en,
    errors: errors_en,
    account: account_en,
    home: home_en,
    settings: settings_en,
    device: device_en,
  },
  es: {
    common: common_es,
    login: login_es,
    menu: menu_es,
    errors: errors_es,
    account: account_es,
    home: home_es,
    settings: settings_es,
    device: device_es,
  },
  fr: {
    common: common_fr,
    login: login_fr,
    menu: menu_fr,
    errors: errors_fr,
    account: account_fr,
    home: home_fr,
    settings: settings_fr,
    device: device_fr,
  },
  th: {
    common: common_th,
    login: login_th,
    menu: menu_th,
    errors: errors_th,
    account: account_th,
    home: home_th,
    settings: settings_th,
    device: device_th,
  },
  ru: {
    common: common_ru,
    login: login_ru,
    menu: menu_ru,
    errors: errors_ru,
    account: account_ru,
    home: home_ru,
    settings: settings_ru,
    device: device_ru,
  },
  ja: {
    common: common_ja,
    login: login_ja,
    menu: menu_ja,
    errors: errors_ja,
    account: account_ja,
    home: home_ja,
    settings: settings_ja,
    device: device_ja,
  },
  pt: {
    common: common_pt,
    login: login_pt,
    menu: menu_pt,
    errors: errors_pt,
    account: account_pt,
    home: home_pt,
    settings: settings_pt,
    device: device_pt,
  },
  ar: {
    common: common_ar,
    login: login_ar,
    menu: menu_ar,
    errors: errors_ar,
    account: account_ar,
    home: home_ar,
    settings: settings_ar,
    device: device_ar,
  },
  el: {
    common: common_el,
    login: login_el,
    menu: menu_el,
    errors: errors_el,
    account: account_el,
    home: home_el,
    settings: settings_el,
    device: device_el,
  },
};

/** Languages written right to left. */
export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['ar']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Matches a browser or request language tag to an interface language (SPEC.md §1):
 * zh, es, fr, th, ru, ja ('jp' too), pt, ar or el, otherwise English. 'zh-cn' gives zh.
 */
export function matchLanguage(tag: string | null | undefined): Language {
  if (!tag) return 'en';
  for (const part of tag.split(',')) {
    const primary = part.trim().split(';')[0]?.split(/[-_]/)[0]?.toLowerCase() ?? '';
    if (primary === 'jp') return 'ja';
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** Looks up `namespace:key.path` (or `key.path` in errors) and fills {{name}} placeholders (i18next syntax). */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
  namespace: Namespace = 'errors',
): string {
  const pick = (lang: Language): string | undefined => {
    let node: unknown = resources[lang][namespace];
    for (const part of key.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };
  const text = pick(language) ?? pick('en') ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
