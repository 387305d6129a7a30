import { nominationStatuses } from '@arms/domain';
import { v } from '@arms/ui';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useReportStrings } from './strings';

type Counts = Record<string, number>;
type Times = Record<string, { averageDays: number | null; medianDays: number | null; nominations: number }>;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: 24px;
  margin-bottom: 24px;
`;
const Figure = styled.figure`
  margin: 0;
  padding: 16px;
  border: 1px solid ${v('color-border')};
  border-radius: 8px;
  min-width: 0;
  h2 {
    font-size: 1rem;
    margin: 0 0 4px;
  }
  figcaption {
    color: ${v('color-textMuted')};
    font-size: 0.875rem;
    margin-bottom: 8px;
  }
`;
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 24px;
  font-size: 0.875rem;
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: 8px;
  }
  th,
  td {
    padding: 6px 8px;
    border-bottom: 1px solid ${v('color-border')};
    text-align: start;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: end;
  }
  @media (max-width: 480px) {
    th,
    td {
      padding: 6px 4px;
    }
  }
`;
const Scroll = styled.div`
  overflow-x: auto;
`;

/** One horizontal bar chart of the twelve statuses, drawn as SVG; screen readers get the table instead. */
function StatusBars({ data, label, unit }: { data: { name: string; value: number }[]; label: string; unit?: string }) {
  return (
    <div role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height={data.length * 30 + 40}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ left: 8, right: 24, top: 4, bottom: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="var(--arms-color-border)" />
          <XAxis
            type="number"
            allowDecimals={unit !== undefined}
            tick={{ fill: 'var(--arms-color-textMuted)', fontSize: 12 }}
          />
          <YAxis
            type="category"
            dataKey="name"
            width={150}
            interval={0}
            tick={{ fill: 'var(--arms-color-text)', fontSize: 12 }}
          />
          <Bar dataKey="value" fill="var(--arms-color-primary)" isAnimationActive={false} radius={[0, 3, 3, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/**
 * The counts of all twelve nomination statuses and, when known, the days spent in each, as two SVG bar
 * charts (recharts, docs/decisions/0140) with the same figures as an accessible table.
 */
export function StatusCharts({
  counts,
  times,
  total,
  day,
  locale,
}: {
  counts: Counts;
  times?: Times;
  total: number;
  day: string;
  locale: string;
}) {
  const { t } = useReportStrings();
  const { t: tDomain } = useTranslation('employer');
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const shownDay = /^\d{4}-\d{2}-\d{2}$/.test(day)
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
    : day;
  const rows = nominationStatuses.items.map((s) => ({
    key: s.key,
    name: tDomain(s.labelKey),
    count: counts[s.key] ?? 0,
    average: times?.[s.key]?.averageDays ?? null,
    median: times?.[s.key]?.medianDays ?? null,
  }));
  return (
    <>
      <Grid>
        <Figure aria-labelledby="report-counts-title">
          <h2 id="report-counts-title">{t('countsTitle')}</h2>
          <figcaption>{t('countsCaption', { day: shownDay, count: rows.length })}</figcaption>
          <StatusBars
            data={rows.map((r) => ({ name: r.name, value: r.count }))}
            label={`${t('countsTitle')}. ${t('chartSummary', { total: number.format(total) })}`}
          />
        </Figure>
        {times && (
          <Figure aria-labelledby="report-time-title">
            <h2 id="report-time-title">{t('timeTitle')}</h2>
            <figcaption>{t('timeCaption')}</figcaption>
            <StatusBars
              data={rows.map((r) => ({ name: r.name, value: r.average ?? 0 }))}
              label={`${t('timeTitle')}. ${t('chartSummary', { total: number.format(total) })}`}
              unit={t('days')}
            />
          </Figure>
        )}
      </Grid>
      {/* A table wider than a phone scrolls: keyboard users reach it too (axe scrollable-region-focusable). */}
      <Scroll tabIndex={0} role="region" aria-label={t('countsTitle')}>
        <Table>
          <caption>{t('countsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('status')}</th>
              <th scope="col">{t('nominations')}</th>
              {times && <th scope="col">{t('averageDays')}</th>}
              {times && <th scope="col">{t('medianDays')}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.name}</th>
                <td>{number.format(r.count)}</td>
                {times && <td>{r.average === null ? t('notApplicable') : number.format(r.average)}</td>}
                {times && <td>{r.median === null ? t('notApplicable') : number.format(r.median)}</td>}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              <td>{number.format(total)}</td>
              {times && <td />}
              {times && <td />}
            </tr>
          </tfoot>
        </Table>
      </Scroll>
    </>
  );
}
