import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Auto repost', onCheckedChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'Reposts the job every 30 days while it is open',
    defaultChecked: true,
    labelPosition: 'end',
    hideLabel: false,
    disabled: false,
  },
};

export const ToggleWithKeyboard: Story = {
  args: { hint: 'Reposts the job every 30 days while it is open' },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Auto repost' });
    await expect(toggle).toHaveAccessibleDescription('Reposts the job every 30 days while it is open');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClickTheLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Auto repost'));
    await expect(canvas.getByRole('switch', { name: 'Auto repost' })).toBeChecked();
  },
};

export const LabelFirst: Story = {
  args: { label: 'Email me when a resume is nominated', labelPosition: 'start', defaultChecked: true },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Auto repost' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function InAForm() {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(JSON.stringify(Object.fromEntries(new FormData(event.currentTarget))));
      }}
    >
      <Switch label="Share with agencies" name="shareWithAgencies" value="yes" />
      <button type="submit">Save</button>
      <output>{submitted}</output>
    </form>
  );
}

export const SubmitsWithItsForm: Story = {
  render: () => <InAForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('{}');
    await userEvent.click(canvas.getByRole('switch', { name: 'Share with agencies' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('{"shareWithAgencies":"yes"}');
  },
};

function Controlled() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Switch label="Show salary on the job board" checked={on} onCheckedChange={setOn} />
      <p>Salary is {on ? 'shown' : 'hidden'}</p>
    </>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show salary on the job board' }));
    await expect(canvas.getByText('Salary is shown')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  args: { label: 'Tự động đăng lại', hint: 'Đăng lại tin tuyển dụng mỗi 30 ngày', defaultChecked: true },
  globals: { lang: 'vn' },
};

export const DarkTheme: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Switch {...args} label="Off" />
      <Switch {...args} label="On" defaultChecked />
      <Switch {...args} label="Disabled" disabled />
    </div>
  ),
  globals: { theme: 'dark' },
};
