import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { aDocument, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { emptyList, refused } from '../../stories/listHandlers';

const meta = {
  title: 'Screens/Employer/Documents/Documents',
  decorators: [withEmployerScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/documents' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const data = armsHttp.get('/documents', ({ response }) =>
  response(200).json(
    listOf([
      aDocument(),
      aDocument({
        id: 2,
        name: 'Mẫu hợp đồng lao động',
        description: null,
        mimeType: 'application/msword',
        size: 52_000,
      }),
    ]),
  ),
);

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/documents', async ({ response }) => {
          await delay('infinite');
          return response(200).json(listOf([]));
        }),
      ],
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [noLogo, emptyList('/documents')] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No documents yet')).toBeVisible();
  },
};

export const Data: Story = {
  parameters: { msw: { handlers: [noLogo, data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Download Employer guide' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, refused('/documents')],
    },
  },
};

export const Vietnamese: Story = { globals: { lang: 'vn' }, parameters: { msw: { handlers: [noLogo, data] } } };
