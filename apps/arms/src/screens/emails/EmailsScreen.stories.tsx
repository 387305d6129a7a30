import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectLoadFailed, expectText, loadingStory, onPhone, refusedStory } from '../../stories/listStories';
import { aCustomEmail } from './fixtures';

const data = armsHttp.get('/custom-emails', ({ response }) =>
  response(200).json(
    listOf([
      aCustomEmail(),
      aCustomEmail({
        id: 2,
        subject: 'Thông báo tính năng mới',
        status: 'draft',
        sentCount: 0,
        sentAt: null,
        recipientCompanyIds: [],
        recipientUserIds: [10, 11, 12],
        delivery: { pending: 0, sent: 0, failed: 0 },
      }),
    ]),
  ),
);

const meta = {
  title: 'Screens/Admin/Content/Emails',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/emails' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent emails show their delivery from the outbox; drafts say they are not sent. */
export const Data: Story = {
  parameters: { msw: { handlers: [data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('12 delivered')).toBeVisible());
    await expect(canvas.getByText('1 failed')).toBeVisible();
    await expect(canvas.getByText('1 waiting')).toBeVisible();
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Planned maintenance on Saturday' })).toHaveAttribute(
      'href',
      '/arms/emails/1/edit',
    );
  },
};

export const Loading: Story = loadingStory('/custom-emails');

export const Empty: Story = {
  parameters: { msw: { handlers: [armsHttp.get('/custom-emails', ({ response }) => response(200).json(listOf([])))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No custom emails yet')).toBeVisible());
    await expect(canvas.getAllByRole('button', { name: 'Write email' }).length).toBeGreaterThan(0);
  },
};

/** A filter that matches nothing says so, not "write your first email". */
export const EmptyFiltered: Story = {
  parameters: {
    screen: { path: '/arms/emails?show=draft' },
    msw: { handlers: [armsHttp.get('/custom-emails', ({ response }) => response(200).json(listOf([])))] },
  },
  play: expectText('No emails match this filter.'),
};

export const Error: Story = refusedStory('/custom-emails', expectLoadFailed);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: [data] } },
  play: expectText('12 đã gửi tới'),
};

export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: { handlers: [data] } },
  play: expectText('12 delivered'),
};
