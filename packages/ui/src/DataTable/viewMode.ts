/** How the table lays its rows out: `auto` follows the screen width. */
export type DataTableLayout = 'auto' | 'table' | 'cards';

/** The view to render: cards on a phone in `auto`, otherwise what the layout says. */
export function viewMode(layout: DataTableLayout, phone: boolean): 'table' | 'cards' {
  if (layout === 'auto') return phone ? 'cards' : 'table';
  return layout;
}

/**
 * Whether only the rows in view are rendered: in the table view, with rows to show (not the error
 * state), when the page has more rows than `virtualizeAbove`.
 */
export function shouldVirtualize(options: {
  mode: 'table' | 'cards';
  status: 'ready' | 'loading' | 'error';
  rowCount: number;
  virtualizeAbove: number;
}): boolean {
  return options.mode === 'table' && options.status !== 'error' && options.rowCount > options.virtualizeAbove;
}
