import { jobStatuses, nominationStatuses, translate } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  args: { kind: 'job', status: jobStatuses.idOf.open },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Open').parentElement;
    await expect(badge).toHaveAttribute('data-variant', 'success');
  },
};

export const Playground: Story = { args: { kind: 'nomination', status: nominationStatuses.idOf.interview } };

export const JobStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {jobStatuses.items.map((item) => (
        <StatusBadge key={item.id} kind="job" status={item.id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Each master-data colour maps onto the nearest theme tone.
    const expected = { open: 'success', close: 'danger', others: 'neutral', forTender: 'info', successful: 'accent' };
    for (const item of jobStatuses.items) {
      const badge = canvas.getByText(translate(item.labelKey)).parentElement;
      await expect(badge).toHaveAttribute('data-variant', expected[item.key]);
    }
  },
};

export const NominationStatuses: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, justifyItems: 'start', listStyle: 'none', margin: 0, padding: 0 }}>
      {nominationStatuses.items.map((item) => (
        <li key={item.id}>
          <StatusBadge kind="nomination" status={item.id} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    const tone = (key: (typeof nominationStatuses.items)[number]['key']) =>
      canvas.getByText(translate(nominationStatuses.byKey(key)!.labelKey)).parentElement?.getAttribute('data-variant');
    await expect(tone('open')).toBe('neutral');
    await expect(tone('interview')).toBe('info');
    await expect(tone('jobOffered')).toBe('accent');
    await expect(tone('commenced')).toBe('success');
    await expect(tone('rejectedOffer')).toBe('danger');
    await expect(tone('servicesEnded')).toBe('neutral');
  },
};

export const InATable: Story = {
  render: () => (
    <table style={{ borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'start' }}>Nominations</caption>
      <thead>
        <tr>
          <th scope="col">Candidate</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {[
          ['Tan Wei Ling', 4],
          ['Nguyễn Thị Minh Khai', 7],
          ['Priya Raman', 6],
          ['Ahmad bin Ismail', 5],
        ].map(([name, status]) => (
          <tr key={name} style={{ background: 'var(--arms-color-surface-sunken)' }}>
            <td style={{ padding: 8 }}>{name}</td>
            <td style={{ padding: 8 }}>
              <StatusBadge kind="nomination" status={status as 4 | 5 | 6 | 7} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('cell', { name: 'Job Offered' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {jobStatuses.items.map((item) => (
        <StatusBadge key={item.id} kind="job" status={item.id} />
      ))}
      {nominationStatuses.items.map((item) => (
        <StatusBadge key={item.id} kind="nomination" status={item.id} />
      ))}
    </div>
  ),
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(translate('domain.jobStatus.forTender', 'vn'))).toBeVisible();
  },
};

export const DarkTheme: Story = {
  ...Vietnamese,
  globals: { theme: 'dark' },
  play: undefined,
};
