import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '.';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {},
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Nothing here yet' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Nothing here yet');
  },
};

export const Playground: Story = {
  args: {
    variant: 'empty',
    title: 'No jobs yet',
    description: 'Post a job to start receiving resumes.',
    headingLevel: 2,
  },
};

export const WithAction: Story = {
  args: {
    title: 'No jobs yet',
    description: 'Post a job to start receiving resumes.',
    action: (
      <Button variant="primary" onClick={fn()}>
        Create job
      </Button>
    ),
  },
};

export const NoResults: Story = {
  args: { variant: 'noResults', action: <Button>Clear filters</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No matching results' })).toBeVisible();
    await expect(canvas.getByText('Try other words, or clear the filters.')).toBeVisible();
  },
};

const onRetry = fn();

export const LoadFailed: Story = {
  args: { variant: 'error', headingLevel: 3, action: <Button onClick={onRetry}>Try again</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Something went wrong' })).toBeVisible();
    // Keyboard only: the action is reachable and works with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalled();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { variant: 'noResults' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Không có kết quả phù hợp' })).toBeVisible();
  },
};
