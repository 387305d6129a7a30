import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Display/Tag',
  component: Tag,
  args: { label: 'AutoCAD' },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { variant: 'neutral', disabled: false, onRemove: fn() } };

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove AutoCAD' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const RemoveWithKeyboard: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove AutoCAD' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Delete}');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenCalledTimes(4);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag {...args} label="Civil engineering" />
      <Tag {...args} label="Singapore PR" variant="primary" />
      <Tag {...args} label="Revit" onRemove={fn()} />
      <Tag {...args} label="Primavera P6" variant="primary" onRemove={fn()} />
      <Tag {...args} label="Locked filter" onRemove={fn()} disabled />
    </div>
  ),
};

export const LongLabel: Story = {
  args: { label: 'Services Ended within Agency Warranty/Probation and a few more words', onRemove: fn() },
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <Tag {...args} />
    </div>
  ),
};

/** A list of skills where removing one moves focus to the next one's button, or to the input. */
function SkillList() {
  const [skills, setSkills] = useState(['AutoCAD', 'Revit', 'BIM']);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const input = useRef<HTMLInputElement>(null);
  const remove = (skill: string) => {
    const index = skills.indexOf(skill);
    const next = skills.filter((s) => s !== skill);
    setSkills(next);
    const focusTarget = next[Math.min(index, next.length - 1)];
    requestAnimationFrame(() => (focusTarget ? buttons.current.get(focusTarget)?.focus() : input.current?.focus()));
  };
  return (
    <div>
      <ul aria-label="Skills" style={{ display: 'flex', gap: 8, listStyle: 'none', margin: '0 0 8px', padding: 0 }}>
        {skills.map((skill) => (
          <li key={skill}>
            <Tag
              label={skill}
              onRemove={() => remove(skill)}
              removeButtonRef={(el) => {
                if (el) buttons.current.set(skill, el);
                else buttons.current.delete(skill);
              }}
            />
          </li>
        ))}
      </ul>
      <label>
        Add a skill <input ref={input} />
      </label>
    </div>
  );
}

export const RemoveFromAList: Story = {
  render: () => <SkillList />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Revit' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(canvas.queryByRole('button', { name: 'Remove Revit' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove BIM' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove AutoCAD' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Add a skill' })).toHaveFocus());
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Vietnamese: Story = {
  args: { label: 'Kỹ sư xây dựng', onRemove: fn() },
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Xóa Kỹ sư xây dựng' })).toBeVisible();
  },
};

export const DarkTheme: Story = { ...Variants, globals: { theme: 'dark' } };
