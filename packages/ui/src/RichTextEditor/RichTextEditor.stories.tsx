import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: 'Job description', onValueChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    hint: 'Describe the role, the team and what the candidate will do',
    required: true,
    disabled: false,
    height: 240,
    defaultValue:
      '<h2>About the role</h2><p>We are hiring a <strong>Senior Java Developer</strong> for our Singapore office.</p><ul><li><p>5+ years of Java and Spring</p></li><li><p>Experience with PostgreSQL</p></li></ul><p>See <a href="https://www.lotus-demo.sg/careers">our careers page</a>.</p>',
  },
};

/** Everything by keyboard: the toolbar is one Tab stop, arrows move inside it, commands return to the text. */
export const FormatWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    const editor = canvas.getByRole('textbox', { name: 'Job description' });
    const textStyle = within(toolbar).getByRole('button', { name: 'Text style: Paragraph' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold' });

    await userEvent.tab();
    await expect(textStyle).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(toolbar).getByRole('button', { name: 'Remove link' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(textStyle).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{Home}{ArrowRight}');
    await expect(bold).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Senior engineer');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p><strong>Senior engineer</strong></p>'));
    await expect(bold).toHaveAttribute('aria-pressed', 'true');

    // Shift+Tab comes back to the item used last.
    await userEvent.tab({ shift: true });
    await expect(bold).toHaveFocus();
    await userEvent.keyboard('{Home}{Enter}');
    const menu = await canvas.findByRole('menu', { name: 'Text styles' });
    await waitFor(() => expect(within(menu).getByRole('menuitemradio', { name: 'Paragraph' })).toHaveFocus());
    await expect(within(menu).getByRole('menuitemradio', { name: 'Paragraph' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(menu).not.toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveFocus());
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith('<h2><strong>Senior engineer</strong></h2>'),
    );
    await expect(canvas.getByRole('button', { name: 'Text style: Heading 2' })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { label: 'Mô tả công việc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toolbar = canvas.getByRole('toolbar', { name: 'Định dạng' });
    await expect(within(toolbar).getByRole('button', { name: 'In đậm' })).toBeVisible();
    await expect(within(toolbar).getByRole('button', { name: 'Kiểu chữ: Đoạn văn' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mô tả công việc' })).toBeVisible();
  },
};
