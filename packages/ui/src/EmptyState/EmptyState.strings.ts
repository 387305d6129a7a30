/** The `ui.EmptyState.*` strings in English (the Vietnamese: `EmptyState.strings.vn.ts`). */
export const emptyStateStrings = {
  emptyTitle: 'Nothing here yet',
  noResultsTitle: 'No matching results',
  noResultsDescription: 'Try other words, or clear the filters.',
  errorTitle: 'Something went wrong',
  errorDescription: 'This could not be loaded. Please try again.',
};
