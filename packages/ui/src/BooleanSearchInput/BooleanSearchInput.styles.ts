import styled from 'styled-components';
import { controlStates, ErrorText as FieldErrorText, Field as FieldColumn } from '../internal/field.styles';

/** The help panel is placed against the field. */
export const Field = styled(FieldColumn)`
  position: relative;
`;

export const Row = styled.div`
  display: flex;
  gap: var(--arms-space-2);
  align-items: stretch;
`;

// The input and its mirror share every metric that moves text: font, padding, border width.
const metrics = `
  padding: 0 var(--arms-space-3);
  border: 1px solid transparent;
  font-family: var(--arms-font-family-mono);
  font-size: var(--arms-font-size-md);
  letter-spacing: 0;
  line-height: 34px;
`;

export const Box = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
`;

export const Mirror = styled.div`
  ${metrics}
  position: absolute;
  inset: 0;
  overflow: hidden;
  white-space: pre;
  color: transparent;
  pointer-events: none;

  /* Room for the input's clear button, so the mirror can scroll as far as the input does. */
  &::after {
    content: '';
    display: inline-block;
    width: 32px;
  }

  mark {
    color: transparent;
    background: var(--arms-color-danger-subtle);
    border-radius: 2px;
    text-decoration: underline wavy var(--arms-color-danger);
    text-decoration-thickness: 2px;
    text-underline-offset: 4px;
  }
`;

export const Input = styled.input`
  ${metrics}
  position: relative;
  display: block;
  width: 100%;
  height: 36px;
  appearance: none;
  -webkit-appearance: none;
  border-color: var(--arms-color-border-strong);
  border-radius: var(--arms-radius-md);
  background: transparent;
  color: var(--arms-color-text);

  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
  ${controlStates}
`;

export const HelpButton = styled.button`
  flex: none;
  min-height: 36px;
  padding: 0 var(--arms-space-3);
  border: 1px solid var(--arms-color-border-strong);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface);
  color: var(--arms-color-primary);
  font: inherit;
  cursor: pointer;

  &[aria-expanded='true'],
  &:hover:not(:disabled) {
    background: var(--arms-color-primary-subtle);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 2px;
  }
  &:disabled {
    color: var(--arms-color-text-muted);
    cursor: not-allowed;
  }
`;

export const ErrorText = styled(FieldErrorText)`
  strong {
    font-weight: var(--arms-font-weight-bold);
  }
`;

export const HelpPanel = styled.section`
  position: absolute;
  z-index: var(--arms-z-index-overlay);
  top: 100%;
  right: 0;
  width: min(420px, 100%);
  margin-top: var(--arms-space-1);
  padding: var(--arms-space-3) var(--arms-space-4);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-raised);
  color: var(--arms-color-text);
  box-shadow: var(--arms-shadow-md);

  p[data-part='title'] {
    margin: 0 0 var(--arms-space-2);
    color: var(--arms-color-text);
    font-size: var(--arms-font-size-md);
    font-weight: var(--arms-font-weight-bold);
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: var(--arms-space-1) var(--arms-space-3);
    margin: 0 0 var(--arms-space-2);
  }
  dl > div {
    display: contents;
  }
  dt {
    font-family: var(--arms-font-family-mono);
    font-weight: var(--arms-font-weight-bold);
  }
  dd {
    margin: 0;
  }
  dd code {
    display: block;
    font-family: var(--arms-font-family-mono);
    color: var(--arms-color-text-muted);
  }
  p {
    margin: 0 0 var(--arms-space-1);
    font-size: var(--arms-font-size-sm);
    color: var(--arms-color-text-muted);
  }
`;
