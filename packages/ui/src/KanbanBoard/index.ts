export { KanbanBoard } from './KanbanBoard';
export type { KanbanBoardProps, KanbanCard, KanbanColumn } from './KanbanBoard';
