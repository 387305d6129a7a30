import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SideMenu, type RenderLink, type SideMenuEntry } from '.';

// Stories stay on the page: the test runner's frame would follow a real link.
const renderLink: RenderLink = ({ href, children, current, onClick }) => (
  <a
    href={href}
    aria-current={current ? 'page' : undefined}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
    }}
  >
    {children}
  </a>
);

const items: SideMenuEntry[] = [
  { id: 'home', label: 'Home', href: '#home', icon: '⌂' },
  {
    id: 'jobs',
    label: 'Jobs',
    icon: '💼',
    children: [
      { id: 'jobsList', label: 'Jobs', href: '#jobs' },
      { id: 'jobsMine', label: 'Assigned To Me', href: '#jobs/me' },
      { id: 'jobsCreate', label: 'Create Job', href: '#jobs/create' },
    ],
  },
  {
    id: 'resumes',
    label: 'Resumes',
    icon: '📄',
    children: [
      { id: 'resumesList', label: 'Resumes', href: '#resumes' },
      { id: 'resumesUpload', label: 'Upload Resume', href: '#resumes/upload' },
    ],
  },
  { id: 'documents', label: 'Documents', href: '#documents', icon: '🗂' },
];

const meta = {
  title: 'Navigation/SideMenu',
  component: SideMenu,
  decorators: [
    (Story) => (
      <div style={{ width: 248 }}>
        <Story />
      </div>
    ),
  ],
  args: { items, activeId: 'jobsMine', renderLink, onNavigate: fn(), onExpandedIdsChange: fn() },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    // The group holding the current page starts open, and the page is marked.
    await expect(within(nav).getByRole('button', { name: 'Jobs' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Assigned To Me' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('button', { name: 'Resumes' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Upload Resume' })).toBeNull();
  },
};

export const Playground: Story = { args: { collapsed: false, activeId: 'home' } };

export const GroupsExpandAndCollapse: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const resumes = canvas.getByRole('button', { name: 'Resumes' });
    await userEvent.click(resumes);
    await expect(resumes).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedIdsChange).toHaveBeenLastCalledWith(['jobs', 'resumes']);
    await userEvent.click(canvas.getByRole('link', { name: 'Upload Resume' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('resumesUpload');
    await userEvent.click(resumes);
    await expect(canvas.queryByRole('link', { name: 'Upload Resume' })).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  args: { activeId: 'home' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Tab reaches every entry; arrows are a shortcut.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const jobs = canvas.getByRole('button', { name: 'Jobs' });
    await expect(jobs).toHaveFocus();
    // Right opens a group, Right again enters it, Left goes back to the group and Left closes it.
    await userEvent.keyboard('{ArrowRight}');
    await expect(jobs).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'Jobs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Assigned To Me' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(jobs).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(jobs).toHaveAttribute('aria-expanded', 'false');
    // Enter and Space toggle as well.
    await userEvent.keyboard('{Enter}');
    await expect(jobs).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(jobs).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Documents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Documents' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(jobs).toHaveFocus();
  },
};

export const IconOnly: Story = {
  args: { collapsed: true },
  decorators: [
    (Story) => (
      <div style={{ width: 64 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation')).toHaveAttribute('data-state', 'collapsed');
    // Labels are hidden visually but stay the accessible names.
    await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Jobs' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Assigned To Me' })).toHaveAttribute('aria-current', 'page');
  },
};
