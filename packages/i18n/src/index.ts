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
import monitor_zh from './monitor/zh.json';
import monitor_en from './monitor/en.json';
import monitor_es from './monitor/es.json';
import monitor_fr from './monitor/fr.json';
import monitor_th from './monitor/th.json';
import monitor_ru from './monitor/ru.json';
import monitor_ja from './monitor/ja.json';
import monitor_pt from './monitor/pt.json';
import monitor_ar from './monitor/ar.json';
import monitor_el from './monitor/el.json';
import dashboard_zh from './dashboard/zh.json';
import dashboard_en from './dashboard/en.json';
import dashboard_es from './dashboard/es.json';
import dashboard_fr from './dashboard/fr.json';
import dashboard_th from './dashboard/th.json';
import dashboard_ru from './dashboard/ru.json';
import dashboard_ja from './dashboard/ja.json';
import dashboard_pt from './dashboard/pt.json';
import dashboard_ar from './dashboard/ar.json';
import dashboard_el from './dashboard/el.json';
import playback_zh from './playback/zh.json';
import playback_en from './playback/en.json';
import playback_es from './playback/es.json';
import playback_fr from './playback/fr.json';
import playback_th from './playback/th.json';
import playback_ru from './playback/ru.json';
import playback_ja from './playback/ja.json';
import playback_pt from './playback/pt.json';
import playback_ar from './playback/ar.json';
import playback_el from './playback/el.json';
import fence_zh from './fence/zh.json';
import fence_en from './fence/en.json';
import fence_es from './fence/es.json';
import fence_fr from './fence/fr.json';
import fence_th from './fence/th.json';
import fence_ru from './fence/ru.json';
import fence_ja from './fence/ja.json';
import fence_pt from './fence/pt.json';
import fence_ar from './fence/ar.json';
import fence_el from './fence/el.json';
import poi_zh from './poi/zh.json';
import poi_en from './poi/en.json';
import poi_es from './poi/es.json';
import poi_fr from './poi/fr.json';
import poi_th from './poi/th.json';
import poi_ru from './poi/ru.json';
import poi_ja from './poi/ja.json';
import poi_pt from './poi/pt.json';
import poi_ar from './poi/ar.json';
import poi_el from './poi/el.json';
import alarm_zh from './alarm/zh.json';
import alarm_en from './alarm/en.json';
import alarm_es from './alarm/es.json';
import alarm_fr from './alarm/fr.json';
import alarm_th from './alarm/th.json';
import alarm_ru from './alarm/ru.json';
import alarm_ja from './alarm/ja.json';
import alarm_pt from './alarm/pt.json';
import alarm_ar from './alarm/ar.json';
import alarm_el from './alarm/el.json';
import video_zh from './video/zh.json';
import video_en from './video/en.json';
import video_es from './video/es.json';
import video_fr from './video/fr.json';
import video_th from './video/th.json';
import video_ru from './video/ru.json';
import video_ja from './video/ja.json';
import video_pt from './video/pt.json';
import video_ar from './video/ar.json';
import video_el from './video/el.json';
import driver_zh from './driver/zh.json';
import driver_en from './driver/en.json';
import driver_es from './driver/es.json';
import driver_fr from './driver/fr.json';
import driver_th from './driver/th.json';
import driver_ru from './driver/ru.json';
import driver_ja from './driver/ja.json';
import driver_pt from './driver/pt.json';
import driver_ar from './driver/ar.json';
import driver_el from './driver/el.json';

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
  'monitor',
  'dashboard',
  'playback',
  'fence',
  'poi',
  'alarm',
  'video',
  'driver',
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
    monitor: monitor_zh,
    dashboard: dashboard_zh,
    playback: playback_zh,
    fence: fence_zh,
    poi: poi_zh,
    alarm: alarm_zh,
    video: video_zh,
    driver: driver_zh,
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
    monitor: monitor_en,
    dashboard: dashboard_en,
    playback: playback_en,
    fence: fence_en,
    poi: poi_en,
    alarm: alarm_en,
    video: video_en,
    driver: driver_en,
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
    monitor: monitor_es,
    dashboard: dashboard_es,
    playback: playback_es,
    fence: fence_es,
    poi: poi_es,
    alarm: alarm_es,
    video: video_es,
    driver: driver_es,
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
    monitor: monitor_fr,
    dashboard: dashboard_fr,
    playback: playback_fr,
    fence: fence_fr,
    poi: poi_fr,
    alarm: alarm_fr,
    video: video_fr,
    driver: driver_fr,
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
    monitor: monitor_th,
    dashboard: dashboard_th,
    playback: playback_th,
    fence: fence_th,
    poi: poi_th,
    alarm: alarm_th,
    video: video_th,
    driver: driver_th,
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
    monitor: monitor_ru,
    dashboard: dashboard_ru,
    playback: playback_ru,
    fence: fence_ru,
    poi: poi_ru,
    alarm: alarm_ru,
    video: video_ru,
    driver: driver_ru,
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
    monitor: monitor_ja,
    dashboard: dashboard_ja,
    playback: playback_ja,
    fence: fence_ja,
    poi: poi_ja,
    alarm: alarm_ja,
    video: video_ja,
    driver: driver_ja,
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
    monitor: monitor_pt,
    dashboard: dashboard_pt,
    playback: playback_pt,
    fence: fence_pt,
    poi: poi_pt,
    alarm: alarm_pt,
    video: video_pt,
    driver: driver_pt,
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
    monitor: monitor_ar,
    dashboard: dashboard_ar,
    playback: playback_ar,
    fence: fence_ar,
    poi: poi_ar,
    alarm: alarm_ar,
    video: video_ar,
    driver: driver_ar,
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
    monitor: monitor_el,
    dashboard: dashboard_el,
    playback: playback_el,
    fence: fence_el,
    poi: poi_el,
    alarm: alarm_el,
    video: video_el,
    driver: driver_el,
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
