import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from '.';

const sections = (
  <>
    <Tabs.List aria-label="Job sections">
      <Tabs.Tab value="details">Details</Tabs.Tab>
      <Tabs.Tab value="applicants">Applicants</Tabs.Tab>
      <Tabs.Tab value="documents">Other documents</Tabs.Tab>
      <Tabs.Tab value="history">History</Tabs.Tab>
    </Tabs.List>
    <Tabs.Panel value="details">
      <p>Civil Engineer, Ho Chi Minh City, 3 vacancies.</p>
    </Tabs.Panel>
    <Tabs.Panel value="applicants">
      <p>12 applicants, 4 shortlisted.</p>
    </Tabs.Panel>
    <Tabs.Panel value="documents">
      <p>No other documents.</p>
    </Tabs.Panel>
    <Tabs.Panel value="history">
      <p>Opened on 2 March.</p>
    </Tabs.Panel>
  </>
);

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { children: sections, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without a defaultValue the first tab is selected, and its panel is labelled by it.
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveTextContent('Civil Engineer');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const Playground: Story = {
  args: { defaultValue: 'applicants', activation: 'automatic', orientation: 'horizontal' },
};

export const ClickSelects: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'History' }));
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Opened on 2 March.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('history');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // One tab stop for the whole list: Tab goes from the selected tab to the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Applicants' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Applicants' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Applicants' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}');
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Details' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('history');
  },
};

export const ManualActivation: Story = {
  args: { activation: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Arrows only move focus; Enter or Space selects.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Other documents' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Other documents' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No other documents.');
    await userEvent.keyboard('{ArrowLeft} ');
    await expect(canvas.getByRole('tab', { name: 'Applicants' })).toHaveAttribute('aria-selected', 'true');
  },
};
