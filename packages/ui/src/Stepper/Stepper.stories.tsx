import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stepper } from '.';

const wizard = [
  { id: 'details', label: 'Job details' },
  { id: 'requirements', label: 'Requirements' },
  { id: 'team', label: 'Hiring team' },
  { id: 'review', label: 'Review and publish' },
];

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps: wizard, defaultValue: 'team', onValueChange: fn() },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Progress' });
    const [details, requirements, team, review] = within(list).getAllByRole('listitem');
    await expect(details).toHaveAttribute('data-state', 'complete');
    await expect(details).toHaveTextContent('Job details (completed)');
    await expect(requirements).toHaveAttribute('data-state', 'complete');
    await expect(team).toHaveAttribute('aria-current', 'step');
    await expect(review).toHaveTextContent('Review and publish (not started)');
    // Not clickable unless asked.
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

export const Playground: Story = {
  args: { completedStepsClickable: true, orientation: 'horizontal', hideLabels: false },
};

export const ClickableCompletedSteps: Story = {
  args: { completedStepsClickable: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Only completed steps are buttons: upcoming ones cannot be skipped to.
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /Job details/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('details');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const KeyboardOnly: Story = {
  args: { completedStepsClickable: true, defaultValue: 'review' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Job details (completed)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Requirements (completed)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('requirements');
    // Focus follows to the step that became current rather than being lost.
    const current = canvas.getAllByRole('listitem')[1];
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(current?.querySelector('[data-part="step"]')).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Job details (completed)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('details');
  },
};
