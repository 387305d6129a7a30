import { describe, expect, it } from 'vitest';
import { nameKey, validateItemName, validateItemNames } from './listItems';

describe('given a new list item name', () => {
  const existing = ['Engineering', '  Sales  ', 'Đào tạo'];
  it.each([
    ['a fresh name', 'Marketing', []],
    ['a repeat', 'Engineering', [{ field: 'name', code: 'domain.validation.itemName.duplicate', params: {} }]],
    [
      'a repeat in another case',
      'ENGINEERING',
      [{ field: 'name', code: 'domain.validation.itemName.duplicate', params: {} }],
    ],
    ['a repeat with spaces', ' sales ', [{ field: 'name', code: 'domain.validation.itemName.duplicate', params: {} }]],
    [
      'a Vietnamese repeat in another case',
      'ĐÀO TẠO',
      [{ field: 'name', code: 'domain.validation.itemName.duplicate', params: {} }],
    ],
    ['a blank name', '   ', [{ field: 'name', code: 'domain.validation.itemName.required', params: {} }]],
    ['no name', undefined, [{ field: 'name', code: 'domain.validation.itemName.required', params: {} }]],
  ])('should check %s', (_name, name, expected) => {
    expect(validateItemName(name, existing)).toEqual(expected);
  });

  it.each([
    ['folder', 'domain.validation.folderName.duplicate'],
    ['sourceChannel', 'domain.validation.sourceChannelName.duplicate'],
    ['item', 'domain.validation.itemName.duplicate'],
  ] as const)('should use the %s duplicate message', (kind, code) => {
    expect(validateItemName('LinkedIn', ['linkedin'], { kind, field: 'title' })).toEqual([
      { field: 'title', code, params: {} },
    ]);
  });

  it('should match composed and decomposed letters', () => {
    expect(nameKey('Nguye\u0302\u0303n')).toBe(nameKey('NGUYỄN'));
  });
});

describe('given a whole list of names', () => {
  it('should report blanks and later repeats by index', () => {
    expect(validateItemNames(['Alpha', '', 'beta', 'ALPHA ', 'Beta', null], { field: 'levels', kind: 'item' })).toEqual(
      [
        { field: 'levels.1', code: 'domain.validation.itemName.required', params: {} },
        { field: 'levels.3', code: 'domain.validation.itemName.duplicate', params: {} },
        { field: 'levels.4', code: 'domain.validation.itemName.duplicate', params: {} },
        { field: 'levels.5', code: 'domain.validation.itemName.required', params: {} },
      ],
    );
  });

  it('should pass unique names', () => {
    expect(validateItemNames(['a', 'b'])).toEqual([]);
  });

  it('should default to the items field and item message', () => {
    expect(validateItemNames(['a', 'A'])).toEqual([
      { field: 'items.1', code: 'domain.validation.itemName.duplicate', params: {} },
    ]);
  });
});
