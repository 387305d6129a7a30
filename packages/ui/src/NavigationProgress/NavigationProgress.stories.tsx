import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { NavigationProgress } from '.';

const meta = {
  title: 'Navigation/NavigationProgress',
  component: NavigationProgress,
  args: { active: true, placement: 'inline' },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Loading page' });
    // Indeterminate: no value.
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-mode', 'indeterminate');
  },
};

export const Playground: Story = { args: { active: true, value: 60, delay: 0, placement: 'top' } };

export const Determinate: Story = {
  args: { value: 42.4, delay: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

function Navigating({ duration }: { duration: number }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <NavigationProgress active={active} placement="inline" />
      <p>
        <Button
          onClick={() => {
            setActive(true);
            setTimeout(() => setActive(false), duration);
          }}
        >
          Go to Jobs
        </Button>
      </p>
    </>
  );
}

export const DuringANavigation: Story = {
  render: () => <Navigating duration={500} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const bar = await canvas.findByRole('progressbar');
    await expect(bar).toBeInTheDocument();
    // It fills, then leaves the accessibility tree.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
  },
};

export const FastNavigationDoesNotFlash: Story = {
  render: () => <Navigating duration={40} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Jobs' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Đang tải trang' })).toBeInTheDocument();
  },
};
