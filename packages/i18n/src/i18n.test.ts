import { describe, expect, it } from 'vitest';
import { LANGUAGES, matchLanguage, NAMESPACES, resources, translate } from './index';

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(path, value);
      else for (const [k, v] of flatten(value, path)) out.set(k, v);
    }
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** A letter of each language's own script, where it has one. */
const SCRIPT: Partial<Record<(typeof LANGUAGES)[number], RegExp>> = {
  zh: /[\u4e00-\u9fff]/,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/,
  th: /[\u0e00-\u0e7f]/,
  ru: /[\u0400-\u04ff]/,
  ar: /[\u0600-\u06ff]/,
  el: /[\u0370-\u03ff]/,
};

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  const english = flatten(resources.en[namespace]);

  it('has strings in English', () => {
    expect(english.size).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)(
    '%s has exactly the English keys, each non-empty with the same placeholders',
    (language) => {
      const strings = flatten(resources[language][namespace]);
      expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of strings) {
        expect(text.trim(), `${language} ${namespace}:${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${namespace}:${key}`).toEqual(
          placeholders(english.get(key) ?? ''),
        );
      }
    },
  );

  it.each(Object.keys(SCRIPT) as (keyof typeof SCRIPT)[])(
    '%s is written in its own script, not copied from English',
    (language) => {
      const strings = flatten(resources[language][namespace]);
      const script = SCRIPT[language] as RegExp;
      const native = [...strings.values()].filter((text) => script.test(text)).length;
      // Product names and codes (Convoy, IMEI, OTA) may stay Latin; most strings may not.
      expect(native / strings.size).toBeGreaterThan(0.8);
    },
  );
});

/**
 * Strings that read the same in English and another language: product names, units and
 * words the languages share (French "Message", Portuguese "Menu"). Anything else equal to
 * the English text is an untranslated string.
 */
const SHARED_WITH_ENGLISH: ReadonlySet<string> = new Set([
  'Convoy',
  'CH {{channel}}',
  'min',
  '{{count}} s',
  '{{count}} min',
  'OpenStreetMap',
  'Menu',
  'Miles',
  'Google satellite',
  'Tianditu satellite',
  'Message',
  'Contact',
  'Version {{version}}',
  'Licence',
]);

/** The namespaces of the main frame and the settings centre. */
const FRAME_NAMESPACES = ['common', 'login', 'menu', 'home', 'settings'] as const;

describe.each(FRAME_NAMESPACES)(
  'namespace %s has no English left in another locale',
  (namespace) => {
    const english = flatten(resources.en[namespace]);
    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
      const untranslated = [...flatten(resources[language][namespace])]
        .filter(([key, text]) => english.get(key) === text && !SHARED_WITH_ENGLISH.has(text))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  },
);

describe('matchLanguage', () => {
  it.each([
    ['zh-CN,zh;q=0.9', 'zh'],
    ['zh-cn', 'zh'],
    ['jp', 'ja'],
    ['ja-JP', 'ja'],
    ['pt-BR', 'pt'],
    ['ar-EG', 'ar'],
    ['el', 'el'],
    ['de-DE', 'en'],
    ['de-DE,fr;q=0.8', 'fr'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });
});

describe('translate', () => {
  it('fills placeholders and falls back to English, then to the key', () => {
    expect(translate('en', 'generic.invalidField', { field: 'imei' })).toContain('imei');
    expect(translate('fr', 'no.such.key')).toBe('no.such.key');
  });
});
