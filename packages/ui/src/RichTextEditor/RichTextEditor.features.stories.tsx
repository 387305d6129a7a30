import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { RichTextEditor } from './RichTextEditor';

const meta = {
  title: 'Forms/RichTextEditor/Features',
  component: RichTextEditor,
  args: { label: 'Job description', onValueChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = '\uFFFC';

/** Ctrl+K opens the link form; the address is checked with the domain URL rule before it is applied. */
export const AddLinkWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Job description' });
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(editor).toHaveFocus());
    await userEvent.keyboard('Apply at ');
    await userEvent.keyboard('{Control>}k{/Control}');

    const form = await canvas.findByRole('group', { name: 'Link' });
    const address = within(form).getByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    await userEvent.keyboard('not a url{Enter}');
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(within(form).getByRole('alert')).toHaveTextContent('Please enter a valid URL');

    await userEvent.clear(address);
    await userEvent.keyboard('www.lotus-demo.sg/careers{Enter}');
    await expect(form).not.toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveFocus());
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        '<p>Apply at <a target="_blank" rel="noopener noreferrer nofollow" href="https://www.lotus-demo.sg/careers">www.lotus-demo.sg/careers</a></p>',
      ),
    );
    await expect(canvas.getByRole('link', { name: 'www.lotus-demo.sg/careers' })).toBeVisible();
  },
};

/** Escape leaves the link form without a change and returns to the text. */
export const CancelLinkWithEscape: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add link' }));
    const form = await canvas.findByRole('group', { name: 'Link' });
    await expect(canvas.getByRole('button', { name: 'Add link' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('https://example.com{Escape}');
    await expect(form).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Job description' })).toHaveFocus());
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Inside a link the toolbar offers to edit and remove it. */
export const EditAndRemoveLink: Story = {
  args: { defaultValue: '<p>See <a href="https://lotus-demo.sg">Lotus careers</a></p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const remove = canvas.getByRole('button', { name: 'Remove link' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('link', { name: 'Lotus careers' }));
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));

    await userEvent.click(canvas.getByRole('button', { name: 'Edit link' }));
    const address = await canvas.findByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveValue('https://lotus-demo.sg');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://lotus-demo.sg/jobs{Enter}');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        '<p>See <a target="_blank" rel="noopener noreferrer nofollow" href="https://lotus-demo.sg/jobs">Lotus careers</a></p>',
      ),
    );

    await userEvent.click(remove);
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>See Lotus careers</p>'));
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Every text style of spec section 9 (paragraph, headings 1 to 6) through the menu, with the mouse. */
export const TextStyles: Story = {
  args: { defaultValue: '<p>Responsibilities</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Job description' });
    await userEvent.click(editor);
    for (const level of [1, 2, 3, 4, 5, 6]) {
      await userEvent.click(canvas.getByRole('button', { name: /^Text style:/ }));
      await userEvent.click(await canvas.findByRole('menuitemradio', { name: `Heading ${level}` }));
      await waitFor(() =>
        expect(args.onValueChange).toHaveBeenLastCalledWith(`<h${level}>Responsibilities</h${level}>`),
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Text style: Heading 6' }));
    // The menu opens after the click resolves (the loop above waits for it the same way).
    await expect(await canvas.findByRole('menuitemradio', { name: 'Heading 6' })).toBeChecked();
    await userEvent.click(canvas.getByRole('menuitemradio', { name: 'Paragraph' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p>Responsibilities</p>'));
  },
};

/** The list and emphasis buttons are toggles with a pressed state. */
export const ListsAndEmphasis: Story = {
  args: { defaultValue: '<p>Java</p>' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Job description' }));
    const bullets = canvas.getByRole('button', { name: 'Bulleted list' });
    const numbers = canvas.getByRole('button', { name: 'Numbered list' });
    await userEvent.click(bullets);
    await expect(bullets).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<ul><li><p>Java</p></li></ul>'));
    await userEvent.click(numbers);
    await expect(numbers).toHaveAttribute('aria-pressed', 'true');
    await expect(bullets).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<ol><li><p>Java</p></li></ol>'));
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<ol><li><p><em>Java</em></p></li></ol>'));
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Pasted HTML goes through normalizeRichText: the stray box character of Word and Outlook is gone. */
export const PasteIsNormalised: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Job description' }));
    const clipboard = new DataTransfer();
    clipboard.setData(
      'text/html',
      `<p style="color:#1F497D;background:yellow;width:600px"><b>Java${box}</b> developer</p>`,
    );
    clipboard.setData('text/plain', `Java${box} developer`);
    await userEvent.paste(clipboard);
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('<p><strong>Java</strong> developer</p>'));
  },
};

/** Stored HTML is normalised when it is loaded, too. */
export const IncomingHtmlIsNormalised: Story = {
  args: {
    defaultValue: `<table width="640" bgcolor="#eee"><tr><td><font color="red">Kỹ sư${box} phần mềm</font></td></tr></table>`,
  },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Job description' });
    await expect(editor).toHaveTextContent('Kỹ sư phần mềm');
    await expect(editor.textContent).not.toContain(box);
  },
};

function ControlledEditor(props: { onValueChange: (html: string) => void }) {
  const [value, setValue] = useState('<p>Draft from the server</p>');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <RichTextEditor
        label="Email template"
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange(next);
        }}
        height={160}
      />
      <Button onClick={() => setValue('<h3>Dear candidate,</h3><p>Thank you for applying.</p>')}>
        Load the standard template
      </Button>
      <output aria-label="HTML">{value}</output>
    </div>
  );
}

/** Controlled: the editor follows `value` when it changes from outside, and reports every edit. */
export const Controlled: Story = {
  render: (args) => <ControlledEditor onValueChange={args.onValueChange ?? (() => {})} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Email template' });
    await expect(editor).toHaveTextContent('Draft from the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Load the standard template' }));
    await expect(editor).toHaveTextContent('Dear candidate,Thank you for applying.');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dear candidate,' })).toBeVisible();
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('heading', { level: 3 }));
    await userEvent.keyboard('Regards');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalledTimes('Regards'.length));
    await expect(canvas.getByRole('status', { name: 'HTML' })).toHaveTextContent(
      /^<h3>.*Regards.*<\/h3><p>Thank you for applying.<\/p>$/,
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Description is required', hint: 'At least a few lines about the role' },
  play: async ({ canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Job description' });
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAttribute('aria-required', 'true');
    await expect(editor).toHaveAttribute('aria-multiline', 'true');
    await expect(editor).toHaveAccessibleDescription('At least a few lines about the role Description is required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '<p>Published jobs cannot be edited.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Job description' })).toHaveAttribute('contenteditable', 'false');
    for (const button of within(canvas.getByRole('toolbar')).getAllByRole('button')) {
      await expect(button).toBeDisabled();
    }
  },
};

/** Without a visible label the editor is named by `aria-label`. */
export const AriaLabelled: Story = {
  args: { label: undefined, 'aria-label': 'Message to the candidate', height: 160 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Message to the candidate' })).toBeVisible();
  },
};
