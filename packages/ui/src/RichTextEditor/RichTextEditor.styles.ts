import styled from 'styled-components';
import { controlSurface, focusRing } from '../internal/field.styles';

export const Frame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  ${controlSurface}

  &:has(.ProseMirror:focus-visible),
  &:has(.ProseMirror:focus) {
    ${focusRing}
  }
  &[data-state='invalid'] {
    border-color: var(--arms-color-danger);
  }
  &[data-state='disabled'] {
    background: var(--arms-color-surface-sunken);
    color: var(--arms-color-text-muted);
  }
`;

export const ToolbarRow = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--arms-space-1);
  padding: var(--arms-space-1);
  border-bottom: 1px solid var(--arms-color-border);
`;

export const Separator = styled.span`
  align-self: stretch;
  width: 1px;
  margin: var(--arms-space-1) var(--arms-space-1);
  background: var(--arms-color-border);
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--arms-space-1);
  min-width: 32px;
  min-height: 32px;
  padding: 0 var(--arms-space-2);
  border: 1px solid transparent;
  border-radius: var(--arms-radius-sm);
  background: transparent;
  color: var(--arms-color-text);
  font: inherit;
  cursor: pointer;

  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--arms-color-surface-sunken);
  }
  &[data-state='on'] {
    background: var(--arms-color-primary-subtle);
    border-color: var(--arms-color-primary);
    color: var(--arms-color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: 1px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

export const Menu = styled.div`
  position: absolute;
  z-index: var(--arms-z-index-overlay);
  top: calc(100% + 2px);
  left: var(--arms-space-1);
  min-width: 200px;
  padding: var(--arms-space-1) 0;
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-md);
  background: var(--arms-color-surface-raised);
  box-shadow: var(--arms-shadow-md);
`;

export const MenuItem = styled.div`
  display: flex;
  align-items: center;
  gap: var(--arms-space-2);
  padding: var(--arms-space-1) var(--arms-space-3);
  color: var(--arms-color-text);
  cursor: pointer;

  &:hover,
  &:focus {
    background: var(--arms-color-primary-subtle);
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid var(--arms-color-focus);
    outline-offset: -2px;
  }
  &[aria-checked='true'] {
    font-weight: var(--arms-font-weight-bold);
  }
  &[data-level='1'] {
    font-size: var(--arms-font-size-xl);
  }
  &[data-level='2'] {
    font-size: var(--arms-font-size-lg);
  }
  &::before {
    content: '';
    width: 1em;
  }
  &[aria-checked='true']::before {
    content: '✓';
  }
`;

export const LinkPanel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--arms-space-2);
  padding: var(--arms-space-2) var(--arms-space-3);
  border-bottom: 1px solid var(--arms-color-border);
  background: var(--arms-color-surface-sunken);

  > :first-child {
    flex: 1 1 240px;
  }
`;

export const Content = styled.div`
  display: flex;
  flex-direction: column;
  height: var(--arms-rich-text-height, 360px);
  min-height: 120px;
  resize: vertical;
  overflow: hidden;

  > div {
    flex: 1;
    min-height: 0;
    display: flex;
  }

  .ProseMirror {
    flex: 1;
    overflow-y: auto;
    padding: var(--arms-space-3);
    outline: none;
    line-height: var(--arms-font-line-height-normal);
    overflow-wrap: anywhere;
  }
  .ProseMirror > :first-child {
    margin-top: 0;
  }
  .ProseMirror p {
    margin: 0 0 var(--arms-space-2);
  }
  .ProseMirror h1,
  .ProseMirror h2,
  .ProseMirror h3,
  .ProseMirror h4,
  .ProseMirror h5,
  .ProseMirror h6 {
    margin: var(--arms-space-3) 0 var(--arms-space-2);
    line-height: var(--arms-font-line-height-tight);
  }
  .ProseMirror h1 {
    font-size: var(--arms-font-size-xxl);
  }
  .ProseMirror h2 {
    font-size: var(--arms-font-size-xl);
  }
  .ProseMirror h3 {
    font-size: var(--arms-font-size-lg);
  }
  .ProseMirror h4,
  .ProseMirror h5,
  .ProseMirror h6 {
    font-size: var(--arms-font-size-md);
  }
  .ProseMirror ul,
  .ProseMirror ol {
    margin: 0 0 var(--arms-space-2);
    padding-left: var(--arms-space-5);
  }
  .ProseMirror li > p {
    margin: 0;
  }
  .ProseMirror a {
    color: var(--arms-color-primary);
    text-decoration: underline;
  }
  .ProseMirror img {
    max-width: 100%;
    height: auto;
  }
`;
