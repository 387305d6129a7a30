/** The `ui.KanbanBoard.*` strings in English (the Vietnamese: `KanbanBoard.strings.vn.ts`). */
export const kanbanBoardStrings = {
  columnLabel: '{{column}}: {{count}}',
  emptyColumn: 'No cards',
  dragHandle: 'Drag {{title}}',
  moveCardTo: 'Move {{title}} to…',
  noMoves: 'No move is allowed from {{column}}.',
  instructions:
    'To pick up a card, press Space or Enter. Use the left and right arrow keys to choose a column; only the columns it may move to are offered. Press Space or Enter again to drop it there, or Escape to cancel.',
  pickedUp: 'Picked up {{title}} from {{column}}.',
  over: '{{title}} is over {{column}}.',
  overNothing: '{{title}} is not over a column it may move to.',
  dropped: '{{title}} dropped on {{column}}.',
  cancelled: 'Moving {{title}} was cancelled; it stays in {{column}}.',
  dropHere: 'Drop here',
  draggable: 'draggable card',
};
