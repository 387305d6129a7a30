import type { Row } from '@tanstack/react-table';
import { Fragment } from 'react';
import { useUiTranslation } from '../../i18n';
import type { DataTableColumn } from '../DataTable';
import { CardList, CardsHeader, Caption, Card, StateBox } from '../DataTable.styles';
import { sortChoiceIndex, sortChoices as sortChoicesOf, type DataTableSort } from '../sorting';
import { cellContent, metaOf, selectColumnId } from '../useDataTableState';
import type { DataTableViewParts } from './viewParts';
import { dataTableStrings } from '../DataTable.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { DataTable: dataTableStrings };

/** The phone layout: each row a card of label and value pairs, with a sort menu instead of sort headers. */
export function CardsView<T>({
  caption,
  showCaption,
  status,
  selectable,
  pageCheckbox: pageCheckboxElement,
  rowCheckbox,
  rowLabelId,
  firstColumnId,
  message: stateMessage,
  messageContent: stateContent,
  messageProps: stateProps,
  rows: tableRows,
  columns,
  sort,
  canSort,
  changeSort,
}: DataTableViewParts<T> & {
  rows: Row<T>[];
  columns: ReadonlyArray<DataTableColumn<T>>;
  sort: DataTableSort | null;
  /** Whether the parent takes sort changes (`onSortChange`). */
  canSort: boolean;
  changeSort: (next: DataTableSort | null) => void;
}) {
  const { t } = useUiTranslation(uiStrings);
  const sortChoices = sortChoicesOf(columns).map((choice) => ({
    ...choice,
    text: t(choice.direction === 1 ? 'DataTable.sortOptionAscending' : 'DataTable.sortOptionDescending', {
      column: choice.column,
    }),
  }));
  const sortChoice = sortChoiceIndex(sortChoices, sort);

  return (
    <>
      {showCaption && <Caption aria-hidden="true">{caption}</Caption>}
      {(selectable || (canSort && sortChoices.length > 0)) && (
        <CardsHeader>
          {selectable && (
            <label>
              {pageCheckboxElement}
              <span aria-hidden="true">{t('DataTable.selectPage')}</span>
            </label>
          )}
          {canSort && sortChoices.length > 0 && (
            <label>
              {t('DataTable.sortLabel')}
              <select
                value={sortChoice}
                onChange={(event) => {
                  const choice = sortChoices[Number(event.target.value)];
                  changeSort(choice ? { field: choice.field, direction: choice.direction } : null);
                }}
              >
                <option value={-1}>{t('DataTable.sortDefault')}</option>
                {sortChoices.map((choice, i) => (
                  <option key={`${choice.field}:${choice.direction}`} value={i}>
                    {choice.text}
                  </option>
                ))}
              </select>
            </label>
          )}
        </CardsHeader>
      )}
      {stateMessage ? (
        <StateBox {...stateProps(stateMessage)}>{stateContent(stateMessage)}</StateBox>
      ) : (
        <CardList aria-label={caption} aria-busy={status === 'loading' || undefined}>
          {tableRows.map((row) => (
            <Card key={row.id} data-selected={row.getIsSelected() || undefined}>
              {selectable && <div>{rowCheckbox(row)}</div>}
              <dl>
                {row.getVisibleCells().map((cell) =>
                  cell.column.id === selectColumnId ? null : (
                    <Fragment key={cell.id}>
                      <dt>{metaOf(cell.column.columnDef.meta)?.header}</dt>
                      <dd id={selectable && cell.column.id === firstColumnId ? rowLabelId(row.index) : undefined}>
                        {cellContent(cell)}
                      </dd>
                    </Fragment>
                  ),
                )}
              </dl>
            </Card>
          ))}
        </CardList>
      )}
    </>
  );
}
