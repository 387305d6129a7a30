import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tabs } from '.';

const meta = {
  title: 'Navigation/Tabs/Features',
  component: Tabs,
  args: { children: null },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  args: {
    orientation: 'vertical',
    children: (
      <>
        <Tabs.List aria-label="Settings">
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="password">Password</Tabs.Tab>
          <Tabs.Tab value="alerts">Email alerts</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">Name, email and phone.</Tabs.Panel>
        <Tabs.Panel value="password">Change your password.</Tabs.Panel>
        <Tabs.Panel value="alerts">Rules for email alerts.</Tabs.Panel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: {
    children: (
      <>
        <Tabs.List aria-label="Resume">
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="nominations" disabled>
            Nominations
          </Tabs.Tab>
          <Tabs.Tab value="notes">Notes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">Nguyễn Văn An</Tabs.Panel>
        <Tabs.Panel value="nominations">None</Tabs.Panel>
        <Tabs.Panel value="notes">Strong site experience.</Tabs.Panel>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Arrow keys skip the disabled tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Notes' })).toHaveFocus();
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('open');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <p>Showing: {value}</p>
      <Tabs.List aria-label="Jobs by status">
        <Tabs.Tab value="open">Open</Tabs.Tab>
        <Tabs.Tab value="close">Closed</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="open">Open jobs</Tabs.Panel>
      <Tabs.Panel value="close">Closed jobs</Tabs.Panel>
    </Tabs>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Closed' }));
    await expect(canvas.getByText('Showing: close')).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    children: (
      <>
        <Tabs.List aria-label="Thông tin việc làm">
          <Tabs.Tab value="details">Chi tiết</Tabs.Tab>
          <Tabs.Tab value="applicants">Ứng viên</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details">Kỹ sư xây dựng, TP. Hồ Chí Minh.</Tabs.Panel>
        <Tabs.Panel value="applicants">12 ứng viên.</Tabs.Panel>
      </>
    ),
  },
};
