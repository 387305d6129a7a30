import styled from 'styled-components';

export const Message = styled.p`
  margin: 0;
`;

/** The outcome of the last try; an empty live region until a try fails. */
export const Outcome = styled.p`
  margin: var(--arms-space-3) 0 0;
  color: var(--arms-color-danger);
  font-weight: var(--arms-font-weight-medium);

  &:empty {
    display: none;
  }
`;
