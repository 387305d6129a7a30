import { describe, expect, it } from 'vitest';
import { shouldVirtualize, viewMode } from './viewMode';

describe('given a layout and a screen width', () => {
  it('should show cards on a phone and a table above it in auto', () => {
    expect(viewMode('auto', true)).toBe('cards');
    expect(viewMode('auto', false)).toBe('table');
  });

  it('should keep a fixed layout whatever the width', () => {
    expect(viewMode('table', true)).toBe('table');
    expect(viewMode('cards', false)).toBe('cards');
  });
});

describe('given a page of rows', () => {
  const base = { mode: 'table', status: 'ready', rowCount: 101, virtualizeAbove: 100 } as const;

  it('should render only the rows in view above the threshold, in the table view', () => {
    expect(shouldVirtualize(base)).toBe(true);
    expect(shouldVirtualize({ ...base, rowCount: 100 })).toBe(false);
  });

  it('should render every row as cards or in the error state', () => {
    expect(shouldVirtualize({ ...base, mode: 'cards' })).toBe(false);
    expect(shouldVirtualize({ ...base, status: 'error' })).toBe(false);
    expect(shouldVirtualize({ ...base, status: 'loading' })).toBe(true);
  });
});
