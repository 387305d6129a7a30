import styled from 'styled-components';

export const Message = styled.div`
  > p {
    margin: 0;
  }

  &[data-variant='danger'] {
    padding: var(--arms-space-2) var(--arms-space-3);
    border-left: 3px solid var(--arms-color-danger);
    border-radius: var(--arms-radius-sm);
    background: var(--arms-color-danger-subtle);
  }
`;
