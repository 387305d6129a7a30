import styled from 'styled-components';

export const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--arms-space-2);
  padding-top: var(--arms-space-1);

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: var(--arms-space-5);
  }
`;

export const Item = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: var(--arms-space-2);
  align-items: center;

  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: var(--arms-color-primary);
  }
  [data-arms-theme='dark'] & input {
    color-scheme: dark;
  }
  input:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  label {
    color: var(--arms-color-text);
    cursor: pointer;
  }
  &[data-disabled='true'] label {
    color: var(--arms-color-text-muted);
    cursor: not-allowed;
  }
`;

export const ItemHint = styled.p`
  grid-column: 2;
  margin: 0;
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);
`;
