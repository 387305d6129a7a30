import { issue } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Job description', onValueChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'What the role does day to day',
    placeholder: 'Responsibilities, team, tools…',
    required: false,
    disabled: false,
    rows: 4,
    resize: 'vertical',
    maxLength: 500,
    showCount: true,
  },
};

export const TypeWithKeyboard: Story = {
  args: { hint: 'Shown on the job board' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Job description' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('Site supervision{Enter}Safety audits');
    await expect(box).toHaveValue('Site supervision\nSafety audits');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Site supervision\nSafety audits');
    await expect(box).toHaveAccessibleDescription('Shown on the job board');
  },
};

export const WithCounter: Story = {
  args: { label: 'Internal note', maxLength: 20, defaultValue: 'Call back Monday' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Internal note' });
    await expect(box).toHaveAccessibleDescription('16 of 20 characters');
    await userEvent.click(box);
    await userEvent.keyboard(' at 9 o’clock');
    // The browser stops at maxLength; the counter agrees with it.
    await expect(box).toHaveValue('Call back Monday at ');
    await expect(canvas.getByText('20 of 20 characters')).toBeVisible();
  },
};

export const WithDomainIssue: Story = {
  args: { label: 'Reason', required: true, issue: issue('reason', 'domain.validation.required.name') },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await expect(box).toBeRequired();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Name is required');
  },
};

function Controlled() {
  const [text, setText] = useState('Open to relocation');
  return (
    <>
      <TextArea label="Candidate summary" value={text} onValueChange={setText} resize="none" rows={3} />
      <p>Saved text: {text}</p>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Candidate summary' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Available in 30 days');
    await expect(canvas.getByText('Saved text: Available in 30 days')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Locked after publishing' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Job description' })).toBeDisabled();
  },
};

export const Vietnamese: Story = {
  args: { label: 'Mô tả công việc', maxLength: 200, defaultValue: 'Giám sát công trường' },
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Mô tả công việc' })).toHaveAccessibleDescription(
      '20 / 200 ký tự',
    );
  },
};

export const DarkTheme: Story = {
  args: { hint: 'What the role does day to day', maxLength: 500, defaultValue: 'Lead the site team' },
  globals: { theme: 'dark' },
};
