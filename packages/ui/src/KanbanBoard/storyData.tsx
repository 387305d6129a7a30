import { useState } from 'react';
import { KanbanBoard, type KanbanBoardProps, type KanbanCard, type KanbanColumn } from './KanbanBoard';

/** A short hiring pipeline for the stories: Applied may go to Screening or Rejected, and so on. */
export const storyColumns: KanbanColumn[] = [
  { id: 'applied', title: 'Applied' },
  { id: 'screening', title: 'Screening' },
  { id: 'interview', title: 'Interview' },
  { id: 'offer', title: 'Offer' },
  { id: 'hired', title: 'Hired' },
  { id: 'rejected', title: 'Rejected' },
];

export const storyMoves: Record<string, string[]> = {
  applied: ['screening', 'interview', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: ['screening'],
};

export const storyCards: KanbanCard[] = [
  { id: '1', columnId: 'applied', title: 'Nguyen Van An', subtitle: 'Civil Engineer', meta: '3 days' },
  { id: '2', columnId: 'applied', title: 'Priya Raman', subtitle: 'Site Supervisor', meta: '1 day' },
  { id: '3', columnId: 'screening', title: 'Tan Wei Ming', subtitle: 'Quantity Surveyor', meta: '6 days' },
  { id: '4', columnId: 'interview', title: 'Siti Aminah', subtitle: 'Project Manager', meta: '2 days' },
];

/** The board with its own state, as a screen would keep it after saving each move. */
export function StatefulBoard(props: Partial<KanbanBoardProps> & { label: string }) {
  const [cards, setCards] = useState(props.cards ?? storyCards);
  return (
    <KanbanBoard
      columns={storyColumns}
      canDrop={(card, to) => storyMoves[card.columnId]?.includes(to) ?? false}
      {...props}
      cards={cards}
      onMove={(card, to) => {
        props.onMove?.(card, to);
        setCards((all) => all.map((c) => (c.id === card.id ? { ...c, columnId: to } : c)));
      }}
    />
  );
}
