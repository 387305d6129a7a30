import styled from 'styled-components';
import { mobileQuery } from '../theme';

export const Root = styled.header`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'crumbs crumbs' 'title actions' 'description actions';
  align-items: center;
  gap: var(--arms-space-2) var(--arms-space-4);
  margin-bottom: var(--arms-space-5);

  [data-part='breadcrumbs'] {
    grid-area: crumbs;
  }
  h1 {
    grid-area: title;
    margin: 0;
    font-size: var(--arms-font-size-xxl);
    line-height: var(--arms-font-line-height-tight);
    overflow-wrap: anywhere;
  }
  [data-part='description'] {
    grid-area: description;
    margin: 0;
    color: var(--arms-color-text-muted);
  }
  [data-part='actions'] {
    grid-area: actions;
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--arms-space-2);
  }

  ${mobileQuery} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'crumbs' 'title' 'description' 'actions';

    [data-part='actions'] {
      justify-content: flex-start;
    }
  }
`;
