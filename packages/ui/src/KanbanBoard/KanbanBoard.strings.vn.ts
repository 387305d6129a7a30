import type { StringsShape } from '../i18n/defineStrings';
import type * as english from './KanbanBoard.strings';

/** `ui.KanbanBoard.*` in Vietnamese: the same keys as the English ones, loaded when Vietnamese is used. */
export const kanbanBoardStrings: StringsShape<typeof english.kanbanBoardStrings> = {
  columnLabel: '{{column}}: {{count}}',
  emptyColumn: 'Không có thẻ',
  dragHandle: 'Kéo {{title}}',
  moveCardTo: 'Chuyển {{title}} sang…',
  noMoves: 'Không thể chuyển từ {{column}}.',
  instructions:
    'Để nhấc một thẻ, nhấn Space hoặc Enter. Dùng phím mũi tên trái và phải để chọn cột; chỉ những cột thẻ được phép chuyển đến mới được đưa ra. Nhấn Space hoặc Enter lần nữa để thả, hoặc Escape để huỷ.',
  pickedUp: 'Đã nhấc {{title}} khỏi {{column}}.',
  over: '{{title}} đang ở trên {{column}}.',
  overNothing: '{{title}} không ở trên cột nào được phép chuyển đến.',
  dropped: 'Đã thả {{title}} vào {{column}}.',
  cancelled: 'Đã huỷ chuyển {{title}}; thẻ vẫn ở {{column}}.',
  dropHere: 'Thả vào đây',
  draggable: 'thẻ có thể kéo',
};
