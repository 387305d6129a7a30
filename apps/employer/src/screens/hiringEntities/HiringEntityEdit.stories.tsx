import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { aDepartment, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const meta = {
  title: 'Screens/Employer/HiringEntities/Edit',
  decorators: [withEmployerScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/hiring-entities/edit/1' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const found = armsHttp.get('/departments/{id}', ({ response }) => response(200).json(aDepartment()));

export const Loading: Story = loadingStory(noLogo, neverAnswers('/departments/{id}'));

export const Data: Story = {
  parameters: { msw: { handlers: [noLogo, found] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Name/ })).toHaveValue('Marina Bay Data Centre');
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, refused('/departments/{id}', 404, 'PROJECT_NOT_EXISTED')],
    },
  },
};

export const Vietnamese: Story = { globals: { lang: 'vn' }, parameters: { msw: { handlers: [noLogo, found] } } };
