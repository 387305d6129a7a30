import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Toast, ToastProvider, useToast, type ToastProviderProps } from '.';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: {
    variant: 'success',
    children: 'The job was saved.',
    onDismiss: fn(),
    duration: Infinity,
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    variant: 'info',
    title: 'Resume uploaded',
    children: 'Parsing takes about a minute; the list updates by itself.',
    action: <Button size="sm">View resume</Button>,
  },
};

function JobActions() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => toast.success('The job was saved.')}>Save job</Button>
      <Button onClick={() => toast.error('Out of job posting credits. Contact membership to buy more.')}>
        Publish job
      </Button>
      <Button onClick={() => toast.info('Saving…', { id: 'autosave' })}>Autosave</Button>
    </div>
  );
}

const withProvider = (props: Omit<ToastProviderProps, 'children'> = {}) =>
  function Render() {
    return (
      <ToastProvider {...props}>
        <JobActions />
      </ToastProvider>
    );
  };

export const WithProvider: Story = {
  render: withProvider({ duration: 400 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    const list = within(region).getByRole('list');
    await expect(list).toHaveAttribute('aria-live', 'polite');
    await expect(await within(region).findByText('The job was saved.')).toBeVisible();
    // The variant is said in words, not only shown in colour.
    await expect(within(region).getByRole('listitem')).toHaveTextContent('Success: The job was saved.');
    // It dismisses itself.
    await waitFor(() => expect(within(region).queryByText('The job was saved.')).toBeNull(), { timeout: 2000 });
  },
};

export const ErrorsStayUntilDismissed: Story = {
  render: withProvider({ duration: 200 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish job' }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await expect(await within(region).findByText(/Out of job posting credits/)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(within(region).getByText(/Out of job posting credits/)).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await expect(within(region).queryByText(/Out of job posting credits/)).toBeNull();
  },
};

export const PausesOnHover: Story = {
  render: withProvider({ duration: 400 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    const message = await within(region).findByText('The job was saved.');
    await userEvent.hover(message);
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(message).toBeVisible();
    await userEvent.unhover(message);
    await waitFor(() => expect(within(region).queryByText('The job was saved.')).toBeNull(), { timeout: 2000 });
  },
};

export const SameIdReplaces: Story = {
  render: withProvider(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const autosave = canvas.getByRole('button', { name: 'Autosave' });
    await userEvent.click(autosave);
    await userEvent.click(autosave);
    await userEvent.click(autosave);
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const KeyboardOnly: Story = {
  render: withProvider({ duration: 400 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save job' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const region = canvas.getByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    // F8 jumps to the notifications; focus inside a toast stops its timer.
    await userEvent.keyboard('{F8}');
    await expect(within(region).getByRole('list')).toHaveFocus();
    await userEvent.tab();
    const dismissSaved = within(region).getAllByRole('button', { name: 'Dismiss notification' })[0];
    await expect(dismissSaved).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(within(region).getByText('The job was saved.')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(within(region).queryByText('The job was saved.')).toBeNull();
    // Focus moves on to the next toast's dismiss button rather than being lost.
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
  },
};
