import { booleanQueryErrorReasons } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BooleanSearchInput } from './BooleanSearchInput';

const meta = {
  title: 'Domain/BooleanSearchInput/Features',
  component: BooleanSearchInput,
  args: { onValueChange: fn(), onParse: fn(), onSubmit: fn() },
} satisfies Meta<typeof BooleanSearchInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const mirror = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('boolean-search-mirror');

// One query per reason of the domain parser, with the token the mark must cover.
const refused = {
  'unbalanced-parenthesis': { query: 'java) OR go', mark: ')' },
  'empty-parentheses': { query: 'java AND ()', mark: '(' },
  'unclosed-quote': { query: 'java "spring boot', mark: '"' },
  'empty-phrase': { query: 'java ""', mark: '"' },
  'missing-operand': { query: 'java OR', mark: 'OR' },
  'lone-wildcard': { query: 'java *', mark: '*' },
  'too-deep': { query: `${'('.repeat(33)}java${')'.repeat(33)}`, mark: '(' },
} as const satisfies Record<(typeof booleanQueryErrorReasons)[number], { query: string; mark: string }>;

function EveryReason() {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {booleanQueryErrorReasons.map((reason) => (
        <BooleanSearchInput key={reason} label={reason} defaultValue={refused[reason].query} showHelp={false} />
      ))}
    </div>
  );
}

/** Every reason the domain parser gives, marked at its token with its own message. */
export const EveryErrorReason: Story = {
  render: () => <EveryReason />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const reason of booleanQueryErrorReasons) {
      const input = canvas.getByRole('searchbox', { name: reason });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/^Oops, there are errors in your Boolean operators\. /);
      const field = input.closest<HTMLElement>('[data-state]');
      await expect(field).toHaveAttribute('data-state', 'invalid');
      const mark = field?.querySelector('mark');
      await expect(mark).toHaveTextContent(refused[reason].mark);
    }
  },
};

/** A valid query reports its syntax tree through onParse; a blank one is valid and matches everything. */
export const ParseResults: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Skills search' });
    await expect(args.onParse).toHaveBeenLastCalledWith({ ok: true, ast: null });
    await userEvent.type(input, 'develop*');
    await expect(args.onParse).toHaveBeenLastCalledWith({
      ok: true,
      ast: { type: 'term', text: 'develop', prefix: true },
    });
    await expect(mirror(canvasElement).querySelector('mark')).toBeNull();
    await userEvent.type(input, ' NOT');
    await expect(args.onParse).toHaveBeenLastCalledWith({
      ok: false,
      error: { code: 'WRONG_SEARCH_FORMAT', position: 9, reason: 'missing-operand' },
    });
  },
};

/** The tips list the whole syntax, including the separator rule of docs/decisions/0020. */
export const SyntaxTips: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Search tips' }));
    const tips = canvas.getByRole('region', { name: 'Boolean search syntax' });
    for (const term of ['AND', 'OR', 'NOT', '" "', '*', '( )']) {
      await expect(within(tips).getByText(term, { selector: 'dt' })).toBeVisible();
    }
    await expect(tips).toHaveTextContent('| is not OR');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** The mark sits exactly under its token: the mirror and the input share their font and spacing. */
export const MarkIsAlignedWithTheText: Story = {
  args: { defaultValue: 'java AND (spring OR "spring boot") OR' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Skills search' });
    const mark = mirror(canvasElement).querySelector('mark');
    await expect(mark).toHaveTextContent('OR');
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context || !mark) throw new Error('No canvas or mark.');
    context.font = style.font;
    const textStart =
      input.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const expected = textStart + context.measureText('java AND (spring OR "spring boot") ').width;
    await expect(Math.abs(mark.getBoundingClientRect().left - expected)).toBeLessThan(1.5);
  },
};

/** A long query scrolls; the mark scrolls with it. */
export const LongQuery: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    defaultValue: '(java OR kotlin OR scala) AND (spring OR "spring boot" OR micronaut) AND (postgresql OR oracle) AND',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Skills search' });
    input.scrollLeft = input.scrollWidth;
    input.dispatchEvent(new Event('scroll'));
    await expect(input.scrollLeft).toBeGreaterThan(0);
    await expect(mirror(canvasElement).scrollLeft).toBe(input.scrollLeft);
    await expect(mirror(canvasElement).querySelector('mark')).toHaveTextContent('AND');
  },
};

function ControlledSearch(props: { onSubmit?: (query: string) => void }) {
  const [query, setQuery] = useState('react');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <BooleanSearchInput value={query} onValueChange={setQuery} onSubmit={props.onSubmit} />
      <button type="button" onClick={() => setQuery('')}>
        Clear search
      </button>
    </div>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledSearch onSubmit={args.onSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Skills search' });
    await userEvent.type(input, ' AND');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'java AND spring' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Skills search' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Search tips' })).toBeDisabled();
  },
};
