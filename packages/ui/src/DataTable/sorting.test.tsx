import { describe, expect, it } from 'vitest';
import { columnLabel, nextSort, sortChoiceIndex, sortChoices } from './sorting';

const columns = [
  { id: 'position', header: 'Position', sortable: true },
  { id: 'status', header: 'Status' },
  { id: 'created', header: <span>Created</span>, sortable: true },
  { id: 'salary', header: 'Pay', label: 'Salary', sortable: true },
];

describe('given a header pressed', () => {
  it('should sort a new column ascending', () => {
    expect(nextSort(null, 'position')).toEqual({ field: 'position', direction: 1 });
    expect(nextSort({ field: 'created', direction: -1 }, 'position')).toEqual({ field: 'position', direction: 1 });
  });

  it('should go from ascending to descending, then back to the server default', () => {
    expect(nextSort({ field: 'position', direction: 1 }, 'position')).toEqual({ field: 'position', direction: -1 });
    expect(nextSort({ field: 'position', direction: -1 }, 'position')).toBeNull();
  });
});

describe('given the phone sort menu', () => {
  it('should offer each sortable column ascending then descending, in column order', () => {
    expect(sortChoices(columns)).toEqual([
      { field: 'position', direction: 1, column: 'Position' },
      { field: 'position', direction: -1, column: 'Position' },
      { field: 'created', direction: 1, column: 'created' },
      { field: 'created', direction: -1, column: 'created' },
      { field: 'salary', direction: 1, column: 'Salary' },
      { field: 'salary', direction: -1, column: 'Salary' },
    ]);
  });

  it('should find the current sort among the choices, and -1 for the default order or an unknown sort', () => {
    const choices = sortChoices(columns);
    expect(sortChoiceIndex(choices, { field: 'created', direction: -1 })).toBe(3);
    expect(sortChoiceIndex(choices, null)).toBe(-1);
    expect(sortChoiceIndex(choices, { field: 'status', direction: 1 })).toBe(-1);
  });

  it('should name a column by its label, else its text header, else its id', () => {
    expect(columnLabel(columns[3]!)).toBe('Salary');
    expect(columnLabel(columns[0]!)).toBe('Position');
    expect(columnLabel(columns[2]!)).toBe('created');
  });
});
