import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BooleanSearchInput } from './BooleanSearchInput';

const meta = {
  title: 'Domain/BooleanSearchInput',
  component: BooleanSearchInput,
  args: { onValueChange: fn(), onParse: fn(), onSubmit: fn() },
} satisfies Meta<typeof BooleanSearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const mirror = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('boolean-search-mirror');

export const Default: Story = {};

export const Playground: Story = {
  args: {
    defaultValue: 'java AND (spring OR "spring boot") NOT android',
    hint: 'Searches the skills of every resume in your company',
    showHelp: true,
    disabled: false,
  },
};

/** Typing, Enter and Tab only: the error is marked and explained live, Enter submits a valid query. */
export const SearchWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Skills search' });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    await userEvent.keyboard('java AND (spring');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Oops, there are errors in your Boolean operators. A parenthesis is not opened or not closed. Near “(”, character 10.',
    );
    await expect(within(mirror(canvasElement)).getByText('(', { selector: 'mark' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Oops, there are errors in your Boolean operators.');

    await userEvent.keyboard(' OR "spring boot")');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('java AND (spring OR "spring boot")', {
      type: 'and',
      operands: [
        { type: 'term', text: 'java', prefix: false },
        {
          type: 'or',
          operands: [
            { type: 'term', text: 'spring', prefix: false },
            {
              type: 'phrase',
              words: [
                { text: 'spring', prefix: false },
                { text: 'boot', prefix: false },
              ],
            },
          ],
        },
      ],
    });

    // The tips open from the keyboard and Escape returns to their button.
    await userEvent.tab();
    const help = canvas.getByRole('button', { name: 'Search tips' });
    await expect(help).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    const tips = canvas.getByRole('region', { name: 'Boolean search syntax' });
    await expect(within(tips).getByText('AND')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region')).not.toBeInTheDocument());
    await expect(help).toHaveFocus();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: { defaultValue: 'java AND' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Tìm kiếm kỹ năng' });
    await expect(input).toHaveAccessibleDescription(
      'Rất tiếc, toán tử Boolean của bạn có lỗi. Toán tử thiếu từ khóa tìm kiếm. Gần “AND”, ký tự thứ 6.',
    );
    await expect(within(canvasElement).getByRole('button', { name: 'Mẹo tìm kiếm' })).toBeVisible();
  },
};
