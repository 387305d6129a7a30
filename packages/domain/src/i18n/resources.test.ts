/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import * as domain from '../index';
import { booleanQueryErrorReasons } from '../search';
import { skillsSuitabilityVerdicts } from '../suitability';
import { domainNamespace, domainResources } from './resources';
import { hasLabel } from './translate';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [path, text] of leaves(value, `${prefix}${key}.`)) found.set(path, text);
  }
  return found;
}

const en = leaves(domainResources.en.domain as unknown as Tree, 'domain.');
const vn = leaves(domainResources.vn.domain as unknown as Tree, 'domain.');
const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('given the domain resources', () => {
  it('should ship the domain namespace in en and vn', () => {
    expect(domainNamespace).toBe('domain');
    expect(Object.keys(domainResources)).toEqual(['en', 'vn']);
  });

  it('should have every English key in Vietnamese', () => {
    expect([...en.keys()].filter((key) => !vn.has(key))).toEqual([]);
  });

  it('should have every Vietnamese key in English', () => {
    expect([...vn.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('should have no empty text', () => {
    expect([...en, ...vn].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('should interpolate the same values in both languages', () => {
    const differing = [...en].filter(
      ([key, text]) => placeholdersOf(text).join() !== placeholdersOf(vn.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('should carry every error catalogue message', () => {
    for (const code of domain.errorCodes) {
      expect(en.get(`domain.errors.${code}`)).toBe(domain.messageFor(code, 'en'));
      expect(vn.get(`domain.errors.${code}`)).toBe(domain.messageFor(code, 'vn'));
    }
  });

  it('should use keys i18next can address', () => {
    for (const key of en.keys()) expect(key).toMatch(/^[\w.-]+$/);
  });
});

type AnyVocabulary = domain.Vocabulary<string, { id: string | number; key: string; labelKey: string; order: number }>;
const vocabularies = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, AnyVocabulary] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'items' in entry[1] && 'group' in entry[1],
);

function expectLabel(key: string) {
  expect.soft(hasLabel(key, 'en'), `${key} in en`).toBe(true);
  expect.soft(hasLabel(key, 'vn'), `${key} in vn`).toBe(true);
}

describe('given the label keys this package hands out', () => {
  it('should find the vocabularies through the public exports', () => {
    expect(vocabularies.length).toBeGreaterThanOrEqual(27);
  });

  it.each(vocabularies)('should translate every label of %s', (_name, vocabulary) => {
    for (const item of vocabulary.items) expectLabel(item.labelKey);
  });

  it('should translate every route title and menu label', () => {
    const routes = [...domain.employerRoutes, ...domain.adminRoutes, ...domain.candidateRoutes];
    for (const route of routes) expectLabel(route.titleKey);
    const walk = (items: readonly domain.MenuItem[]): void => {
      for (const item of items) {
        expectLabel(item.labelKey);
        if (item.kind === 'group') walk(item.children);
      }
    };
    walk(domain.employerMenu.items);
    walk(domain.adminMenu.items);
  });

  it('should translate every role, permission, publish state hint and required field', () => {
    for (const role of domain.roles) expectLabel(domain.roleLabelKey(role));
    for (const permission of domain.permissions) expectLabel(domain.permissionLabelKey(permission));
    for (const state of domain.publishStates.ids) expectLabel(domain.publishStateHintKey(state));
    for (const field of domain.requiredFields) expectLabel(`domain.validation.required.${field}`);
    for (const code of Object.keys(domain.issueErrorCodes)) expectLabel(code);
  });

  it('should translate every boolean search error reason and suitability verdict', () => {
    for (const reason of booleanQueryErrorReasons) expectLabel(`domain.searchError.${reason}`);
    for (const verdict of skillsSuitabilityVerdicts) expectLabel(`domain.suitabilityVerdict.${verdict}`);
  });

  it('should translate every salary and age label', () => {
    for (const period of [...domain.salaryPeriods.items.map((item) => item.key), 'noPeriod']) {
      expectLabel(`domain.format.salary.${period}`);
      expectLabel(`domain.format.salaryRange.${period}`);
    }
    expectLabel('domain.format.salary.negotiable');
    expectLabel('domain.format.age');
  });

  it('should translate every key written in the source of this package', () => {
    const sources = import.meta.glob(['../**/*.ts', '!../**/*.test.ts', '!../search/**', '!../suitability/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const keys = new Set<string>();
    for (const text of Object.values(sources) as string[]) {
      for (const match of text.matchAll(/'(domain\.[A-Za-z0-9_.-]+)'/g)) keys.add(match[1] as string);
    }
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) expectLabel(key);
  });
});

describe('given the resources of one language at a time', () => {
  it('should load each language on demand, the same texts as domainResources', async () => {
    const { loadDomainResources, loadedDomainResources } = await import('./load');
    expect(loadedDomainResources('en')).toBeUndefined();
    expect(loadedDomainResources('vn')).toBeUndefined();
    const en = await loadDomainResources('en');
    expect(en).toEqual(domainResources.en);
    expect(loadedDomainResources('en')).toBe(en);
    const vn = await loadDomainResources('vn');
    expect(vn).toEqual(domainResources.vn);
    expect(loadedDomainResources('vn')).toBe(vn);
  });

  it('should give the English error messages at once, the same as those of domainResources', async () => {
    const { domainEnglishErrors } = await import('./errorsEnglish');
    expect(domainEnglishErrors.domain.errors).toEqual(domainResources.en.domain.errors);
    expect(Object.keys(domainEnglishErrors.domain)).toEqual(['errors']);
  });
});
