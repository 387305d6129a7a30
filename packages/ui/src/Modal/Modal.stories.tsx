import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal } from '.';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    title: 'Rename hiring entity',
    trigger: <Button>Rename</Button>,
    onOpenChange: fn(),
    children: (
      <>
        <TextField label="Name" defaultValue="Engineering" />
        <Modal.Actions>
          <Button>Cancel</Button>
          <Button variant="primary">Save</Button>
        </Modal.Actions>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultOpen: true,
    size: 'md',
    dismissible: true,
    hideCloseButton: false,
    description: 'The new name shows on jobs and reports.',
  },
};

export const OpensAndCloses: Story = {
  ...Default,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Rename hiring entity' });
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardOnly: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Rename' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Rename hiring entity' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // Focus moves in, onto the first focusable element.
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    // The trap: past the last element focus wraps to the first, and back.
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus();
    // Escape closes and gives focus back to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(trigger).toHaveFocus();
  },
};

export const BackdropClickCloses: Story = {
  ...Default,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await canvas.findByRole('dialog');
    // A click inside the content keeps it open; one on the backdrop (the dialog box itself) closes it.
    await userEvent.click(within(dialog).getByRole('heading', { name: 'Rename hiring entity' }));
    await expect(dialog).toBeVisible();
    await userEvent.click(dialog);
    await waitFor(() => expect(dialog).not.toBeVisible());
  },
};

function ControlledModal() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('Engineering');
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <p>Hiring entity: {name}</p>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      <Modal open={open} onOpenChange={setOpen} title="Rename hiring entity" initialFocusRef={nameRef} hideCloseButton>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const next = String(new FormData(event.currentTarget).get('name') ?? '');
            setName(next);
            setOpen(false);
          }}
        >
          <TextField ref={nameRef} label="Name" name="name" defaultValue={name} />
          <Modal.Actions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" variant="primary">
              Save
            </Button>
          </Modal.Actions>
        </form>
      </Modal>
    </>
  );
}

export const ControlledWithInitialFocus: Story = {
  render: () => <ControlledModal />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Rename hiring entity' });
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.keyboard('Civil Works');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(canvas.getByText('Hiring entity: Civil Works')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rename' })).toHaveFocus();
  },
};
