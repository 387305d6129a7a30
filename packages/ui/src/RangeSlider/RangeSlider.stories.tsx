import { formatMoney, sliderRanges } from '@arms/domain';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { RangeSlider, type RangeSliderValue } from './RangeSlider';

// Typed on its own: a decorator inferred from the props' union would turn the story args into never.
const narrow: Decorator = (Story) => (
  <div style={{ maxWidth: 420 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Forms/RangeSlider',
  component: RangeSlider,
  args: { label: 'Age', preset: 'age', onValueChange: fn(), onValueCommit: fn() },
  decorators: [narrow],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Age' })).toBeVisible();
    const low = canvas.getByRole('slider', { name: 'Minimum Age' });
    await expect(low).toHaveAttribute('aria-valuenow', String(sliderRanges.age.min));
    await expect(low).toHaveAttribute('aria-valuetext', '18 years');
    await expect(canvas.getByRole('slider', { name: 'Maximum Age' })).toHaveAttribute('aria-valuetext', '99 years');
  },
};

export const Playground: Story = {
  args: { hint: 'Candidates whose age is in this range', defaultValue: [25, 45], minDistance: 0, disabled: false },
};

export const MoveWithKeyboard: Story = {
  args: { defaultValue: [25, 45] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Minimum Age' });
    const high = canvas.getByRole('slider', { name: 'Maximum Age' });
    await userEvent.tab();
    await expect(low).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    await expect(low).toHaveAttribute('aria-valuenow', '27');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([26, 45]);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([26, 45]);
    await userEvent.keyboard('{PageUp}');
    await expect(low).toHaveAttribute('aria-valuenow', '34');
    // The low thumb stops at the high one: the thumbs never cross.
    await userEvent.keyboard('{End}');
    await expect(low).toHaveAttribute('aria-valuenow', '45');
    await expect(high).toHaveAttribute('aria-valuemin', '45');
    await userEvent.keyboard('{Home}');
    await expect(low).toHaveAttribute('aria-valuenow', '18');

    await userEvent.tab();
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{PageDown}{ArrowDown}');
    await expect(high).toHaveAttribute('aria-valuenow', '36');
    await expect(high).toHaveAttribute('aria-valuetext', '36 years');
    await userEvent.keyboard('{End}');
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([18, 99]);
    await expect(low).toHaveAttribute('aria-valuemax', '99');
  },
};

export const Experience: Story = {
  args: { label: 'Experience', preset: 'experience', defaultValue: [5, 10] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Minimum Experience' })).toHaveAttribute(
      'aria-valuetext',
      '5 years',
    );
    await expect(canvas.getByRole('slider', { name: 'Maximum Experience' })).toHaveAttribute(
      'aria-valuemax',
      String(sliderRanges.experience.max),
    );
  },
};

export const Salary: Story = {
  args: {
    label: 'Monthly salary',
    preset: 'salary',
    defaultValue: [3000, 8000],
    formatValue: (amount: number) => formatMoney(amount, 'SGD'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Minimum Monthly salary' });
    await expect(low).toHaveAttribute('aria-valuetext', formatMoney(3000, 'SGD'));
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // The salary preset moves in hundreds; PageUp in tenths of the range.
    await expect(low).toHaveAttribute('aria-valuenow', '3100');
    await userEvent.keyboard('{PageUp}');
    await expect(low).toHaveAttribute('aria-valuenow', '8000');
    // Intl puts a no-break space after the currency; text queries collapse it to a space.
    const eightThousand = formatMoney(8000, 'SGD').replace(/\s/g, ' ');
    await expect(canvas.getByText(`${eightThousand} – ${eightThousand}`)).toBeVisible();
  },
};

export const PressTheTrack: Story = {
  args: { label: 'Score', preset: undefined, min: 0, max: 100, defaultValue: [20, 40] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const high = canvas.getByRole('slider', { name: 'Maximum Score' });
    const track = high.parentElement as HTMLElement;
    const box = track.getBoundingClientRect();
    // A press at 80% moves the nearer thumb there and gives it focus.
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: { clientX: box.left + box.width * 0.8, clientY: box.top + 12 } },
      { keys: '[/MouseLeft]', target: track },
    ]);
    await expect(high).toHaveAttribute('aria-valuenow', '80');
    await expect(high).toHaveFocus();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([20, 80]);
  },
};

export const DragAThumb: Story = {
  args: { label: 'Score', preset: undefined, min: 0, max: 100, defaultValue: [20, 40] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Minimum Score' });
    const track = low.parentElement as HTMLElement;
    const box = track.getBoundingClientRect();
    const at = (ratio: number) => ({ clientX: box.left + box.width * ratio, clientY: box.top + 12, button: 0 });
    // Grabbing a thumb off its centre does not make it jump; it follows the pointer from there.
    fireEvent.pointerDown(low, at(0.22));
    await expect(low).toHaveAttribute('aria-valuenow', '20');
    await expect(low).toHaveFocus();
    fireEvent.pointerMove(track, at(0.3));
    await expect(low).toHaveAttribute('aria-valuenow', '30');
    fireEvent.pointerMove(track, at(0.9));
    // It stops at the other thumb.
    await expect(low).toHaveAttribute('aria-valuenow', '40');
    fireEvent.pointerUp(track, at(0.9));
    await expect(args.onValueCommit).toHaveBeenCalledOnce();
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([40, 40]);
    fireEvent.pointerMove(track, at(0.1));
    await expect(low).toHaveAttribute('aria-valuenow', '40');
    // A press that moves nothing commits nothing.
    fireEvent.pointerDown(low, at(0.4));
    fireEvent.pointerUp(track, at(0.4));
    await expect(args.onValueCommit).toHaveBeenCalledOnce();
  },
};

export const MinimumDistance: Story = {
  args: { label: 'Experience', preset: 'experience', defaultValue: [10, 12], minDistance: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const low = canvas.getByRole('slider', { name: 'Minimum Experience' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(low).toHaveAttribute('aria-valuenow', '10');
    await expect(low).toHaveAttribute('aria-valuemax', '10');
  },
};

function Controlled() {
  const [range, setRange] = useState<RangeSliderValue>([25, 35]);
  const [query, setQuery] = useState('');
  return (
    <>
      <RangeSlider
        label="Age"
        preset="age"
        value={range}
        onValueChange={setRange}
        onValueCommit={([min, max]) => setQuery(`age[$gte]=${min}&age[$lte]=${max}`)}
      />
      <p>Query: {query || 'none yet'}</p>
    </>
  );
}

export const CommitToAQuery: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('slider', { name: 'Maximum Age' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Query: age[$gte]=25&age[$lte]=36')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: [30, 50] },
  play: async ({ args, canvasElement }) => {
    const low = within(canvasElement).getByRole('slider', { name: 'Minimum Age' });
    await expect(low).toHaveAttribute('aria-disabled', 'true');
    await expect(low).toHaveAttribute('tabindex', '-1');
    low.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Vietnamese: Story = {
  args: { label: 'Tuổi', defaultValue: [25, 40] },
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Tuổi tối thiểu' })).toHaveAttribute('aria-valuetext', '25 tuổi');
    await expect(canvas.getByRole('slider', { name: 'Tuổi tối đa' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  args: { hint: 'Candidates whose age is in this range', defaultValue: [25, 45] },
  globals: { theme: 'dark' },
};
