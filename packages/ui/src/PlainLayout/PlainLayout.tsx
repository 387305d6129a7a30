import styled from 'styled-components';
import type { ReactNode } from 'react';
import { mobileQuery } from '../theme';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--arms-space-4);
  min-height: 100vh;
  padding: var(--arms-space-5);
  background: var(--arms-color-bg);
`;

const Card = styled.main`
  width: min(420px, 100%);
  padding: var(--arms-space-6);
  border: 1px solid var(--arms-color-border);
  border-radius: var(--arms-radius-lg);
  background: var(--arms-color-surface);
  box-shadow: var(--arms-shadow-md);

  ${mobileQuery} {
    padding: var(--arms-space-5) var(--arms-space-4);
  }
  h1 {
    margin: 0 0 var(--arms-space-5);
    font-size: var(--arms-font-size-xxl);
  }
`;

const Top = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: min(420px, 100%);
  font-weight: var(--arms-font-weight-bold);
  font-size: var(--arms-font-size-xl);
`;

export interface PlainLayoutProps {
  /** The brand shown above the card. */
  brand: ReactNode;
  /** The page heading inside the card. */
  title: ReactNode;
  /** Controls beside the brand, such as the language switch. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The plain wrapper of the login and not-found screens (spec section 2): one centred card. */
export function PlainLayout({ brand, title, actions, children }: PlainLayoutProps) {
  return (
    <Page>
      <Top>
        <span>{brand}</span>
        {actions}
      </Top>
      <Card>
        <h1>{title}</h1>
        {children}
      </Card>
    </Page>
  );
}
