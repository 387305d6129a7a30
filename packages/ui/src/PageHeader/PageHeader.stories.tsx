import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { PageHeader } from '.';

const onCreate = fn();

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Jobs',
    description: '57 jobs, 12 open.',
    actions: (
      <>
        <Button>Export</Button>
        <Button variant="primary" onClick={onCreate}>
          Create job
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const actions = canvas.getByRole('group', { name: 'Page actions' });
    await expect(within(actions).getAllByRole('button')).toHaveLength(2);
  },
};

export const Playground: Story = { args: { title: 'Resumes', description: 'Search, upload and nominate.' } };

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const WithBreadcrumbs: Story = {
  args: {
    title: 'Civil Engineer',
    description: undefined,
    breadcrumbs: <Breadcrumbs items={[{ label: 'Jobs', href: '#jobs' }, { label: 'Civil Engineer' }]} />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { description: undefined, actions: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    title: 'Việc làm',
    actions: <Button variant="primary">Tạo việc làm</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Thao tác trên trang' })).toBeVisible();
  },
};
