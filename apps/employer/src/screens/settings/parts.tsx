import styled from 'styled-components';

/** A settings section: a bordered card with a short heading (SCREENS.md forms). */
export const Card = styled.section`
  border: 1px solid var(--arms-color-border);
  border-radius: 8px;
  padding: 16px;
  margin: 0 0 16px;
  max-width: 760px;
  min-width: 0;
  h2 {
    font-size: 1rem;
    margin: 0 0 12px;
  }
`;

/** Skeleton cards while a settings page loads, announced once as a status. */
export function LoadingCards({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      {[0, 1].map((i) => (
        <Card key={i} aria-hidden>
          <div style={{ height: 16, width: '40%', background: 'var(--arms-color-border)', borderRadius: 4 }} />
          <div
            style={{ height: 72, marginTop: 12, background: 'var(--arms-color-border)', borderRadius: 4, opacity: 0.5 }}
          />
        </Card>
      ))}
    </div>
  );
}
