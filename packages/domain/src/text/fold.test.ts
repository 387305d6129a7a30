import { describe, expect, it } from 'vitest';
import { accentFoldingTable, foldAccents } from './fold';

function translate(text: string, from: string, to: string): string {
  const map = new Map(Array.from(from).map((c, i) => [c, Array.from(to)[i]!]));
  return Array.from(text, (c) => map.get(c) ?? c).join('');
}

describe('given foldAccents', () => {
  it.each([
    ['Nguyễn Văn An', 'nguyen van an'],
    ['Kỹ sư', 'ky su'],
    ['ĐẶNG THỊ HỒNG', 'dang thi hong'],
    ['Trần Đức Thắng', 'tran duc thang'],
    ['Kỹ sư'.normalize('NFD'), 'ky su'],
    ['José Müller', 'jose muller'],
  ])('should fold %s to %s', (text, folded) => {
    expect(foldAccents(text)).toBe(folded);
  });
});

describe('given accentFoldingTable', () => {
  it('should map each character to one character', () => {
    expect(Array.from(accentFoldingTable.from)).toHaveLength(Array.from(accentFoldingTable.to).length);
  });
  it.each(['Nguyễn Văn An', 'ĐẶNG THỊ HỒNG', 'Phạm Ngọc Ánh', 'Lưu Thị Ướt', 'José Müller'])(
    'should fold %s in SQL translate() the way foldAccents does',
    (text) => {
      expect(translate(text, accentFoldingTable.from, accentFoldingTable.to).toLowerCase()).toBe(foldAccents(text));
    },
  );
});
