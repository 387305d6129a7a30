import styled from 'styled-components';

/** The vertical rhythm of the password forms. */
export const Form = styled.form<{ $narrow?: boolean }>`
  display: grid;
  gap: var(--arms-space-4);
  ${({ $narrow }) => ($narrow ? 'max-width: 420px;' : '')}
`;

/** A failure that belongs to no field (the catalogue message). */
export const Alert = styled.p`
  margin: 0;
  color: var(--arms-color-danger);
`;
