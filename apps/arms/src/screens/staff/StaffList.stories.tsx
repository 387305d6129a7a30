import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { HttpHandler } from 'msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { loadingStory, onPhone, refusedStory } from '../../stories/listStories';
import { accounts, anAccount } from './fixtures';

const list: HttpHandler = armsHttp.get('/users', ({ request, response }) => {
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.toLowerCase();
  const rows = accounts.filter((a) => !q || `${a.firstName} ${a.lastName} ${a.email}`.toLowerCase().includes(q));
  return response(200).json(listOf(rows));
});

const meta = {
  title: 'Screens/Admin/Staff/List',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/staff-management' } satisfies ScreenParameters,
    msw: { handlers: [list] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The platform staff, active first, with links to each account and the add button. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Linh Phạm' })).toHaveAttribute(
        'href',
        '/arms/staff-management/7/detail',
      ),
    );
    await expect(canvas.getAllByText('Suspended').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Add staff' })).toBeVisible();
  },
};

/** Typing in the search box narrows the list (the query goes to the server as `q`). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Linh Phạm' })).toBeVisible());
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name or email' }), 'oliver');
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Linh Phạm' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Oliver Bennett-Hargreaves' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [armsHttp.get('/users', ({ response }) => response(200).json(listOf([])))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No platform staff yet')).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: 'Add staff' }).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = loadingStory('/users');

export const Error: Story = refusedStory('/users');

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Thêm nhân viên' })).toBeVisible());
    await waitFor(() => expect(canvas.getAllByText('Tạm ngưng').length).toBeGreaterThan(0));
  },
};

/** Every account, an employer's included, on a phone: rows become cards, long emails wrap. */
export const EveryAccountPhone: Story = {
  globals: onPhone,
  parameters: {
    screen: { path: '/arms/staff-management?scope=all' } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/users', ({ response }) =>
          response(200).json(
            listOf([
              ...accounts,
              anAccount({
                id: 12,
                email: 'admin@lotus-demo.sg',
                firstName: 'Mei Ling',
                lastName: 'Tan',
                role: ['account_admin'],
                companyId: 1,
                companyName: 'Lotus Engineering Pte. Ltd.',
              }),
            ]),
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Lotus Engineering Pte. Ltd.')).toBeVisible());
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
