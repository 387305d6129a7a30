import styled from 'styled-components';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--arms-space-1);
  color: var(--arms-color-text-muted);
  font-size: var(--arms-font-size-sm);
  vertical-align: middle;

  &[data-variant='red'] {
    color: var(--arms-color-danger);
  }
  &[data-variant='blue'] {
    color: var(--arms-color-primary);
  }

  svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
  &[data-size='sm'] svg {
    width: 12px;
    height: 12px;
  }
`;

export const Text = styled.span`
  color: var(--arms-color-text);
`;
