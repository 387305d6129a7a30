import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PlainLayout } from '../PlainLayout';
import type { RenderLink } from '../SideMenu';
import { NotFound } from '.';

const navigate = fn();

// Stays on the page, as a router link does.
const renderLink: RenderLink = ({ href, children }) => (
  <a
    href={href}
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

const meta = {
  title: 'Feedback/NotFound',
  component: NotFound,
  args: { renderLink },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  },
};

export const Playground: Story = {
  args: { homeHref: '/arms', title: 'This job no longer exists', headingLevel: 1 },
};

export const KeyboardOnly: Story = {
  args: { homeHref: '/arms' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/arms');
  },
};

export const InPlainLayout: Story = {
  parameters: { layout: 'fullscreen' },
  args: { headingLevel: 2, title: 'Check the address' },
  render: (args) => (
    <PlainLayout brand="ARMS" title="Page not found">
      <NotFound {...args} />
    </PlainLayout>
  ),
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Không tìm thấy trang' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Về trang chủ' })).toBeVisible();
  },
};
