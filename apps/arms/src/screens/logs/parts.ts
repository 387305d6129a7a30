import { v } from '@arms/ui';
import styled from 'styled-components';

export const FigureTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 8px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${v('color-border')};
    text-align: start;
  }
  td {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  thead th:not(:first-child) {
    text-align: end;
  }
`;

export const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 16px;
  margin-bottom: 24px;
`;

export const Card = styled.div`
  border: 1px solid ${v('color-border')};
  border-radius: 8px;
  padding: 12px 16px;
  dt {
    color: ${v('color-textMuted')};
    font-size: 0.875rem;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.75rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  gap: 24px;
  margin-bottom: 24px;
  align-items: start;
`;

export const Section = styled.section`
  border: 1px solid ${v('color-border')};
  border-radius: 8px;
  padding: 16px;
  min-width: 0;
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
`;

/** A table wider than a phone scrolls; keyboard users reach it too (axe scrollable-region-focusable). */
export const Scroll = styled.div`
  overflow-x: auto;
  margin-top: 16px;
`;
