import styled from 'styled-components';

/*
 * Each tone sets --arms-badge-tone from a theme token; the background is that colour at 8% over the
 * surface (color-mix keeps it opaque, so the text contrast never depends on what lies behind: AA in
 * both themes). The theme has no purple role yet, so the accent tone mixes primary and danger (in oklch: a purple, not a grey).
 */
export const Root = styled.span`
  --arms-badge-tone: var(--arms-color-text-muted);
  display: inline-flex;
  align-items: center;
  gap: 6px;
  max-width: 100%;
  padding: 2px var(--arms-space-2);
  border: 1px solid color-mix(in srgb, var(--arms-badge-tone) 35%, var(--arms-color-surface));
  border-radius: var(--arms-radius-pill);
  background: color-mix(in srgb, var(--arms-badge-tone) 8%, var(--arms-color-surface));
  color: var(--arms-badge-tone);
  font-size: var(--arms-font-size-sm);
  font-weight: var(--arms-font-weight-medium);
  line-height: var(--arms-font-line-height-tight);
  vertical-align: middle;

  &[data-variant='info'] {
    --arms-badge-tone: var(--arms-color-primary);
  }
  &[data-variant='success'] {
    --arms-badge-tone: var(--arms-color-success);
  }
  &[data-variant='warning'] {
    --arms-badge-tone: var(--arms-color-warning);
  }
  &[data-variant='danger'] {
    --arms-badge-tone: var(--arms-color-danger);
  }
  &[data-variant='accent'] {
    --arms-badge-tone: color-mix(in oklch, var(--arms-color-primary) 50%, var(--arms-color-danger));
  }
`;

export const Dot = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
`;
