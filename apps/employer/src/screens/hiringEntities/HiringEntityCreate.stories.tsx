import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { aDepartment, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';

const handlers: HttpHandler[] = [
  noLogo,
  armsHttp.post('/departments', ({ response }) => response(201).json(aDepartment({ id: 9, name: 'Tuas Port' }))),
];

const meta = {
  title: 'Screens/Employer/HiringEntities/Create',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/hiring-entities/create' } satisfies ScreenParameters,
    msw: { handlers },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Submitting empty shows the required fields' messages from @arms/domain. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add the hiring entity' }));
    await expect(await canvas.findByText('First name is required')).toBeVisible();
  },
};

export const Vietnamese: Story = { globals: { lang: 'vn' } };
