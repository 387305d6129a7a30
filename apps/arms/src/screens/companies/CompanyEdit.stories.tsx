import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectTryAgain, loadingStory, notFound, refusedStory } from '../../stories/listStories';
import { aCompany } from './storyData';

const meta = {
  title: 'Screens/Admin/Companies/Edit',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/companies/1/edit' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const spy = fn();
const data = () => {
  let company = aCompany();
  return [
    armsHttp.get('/companies/{id}', ({ response }) => response(200).json(company)),
    armsHttp.get('/companies/{id}/credits', ({ response }) => response(200).json(listOf([]))),
    armsHttp.patch('/companies/{id}', async ({ request, response }) => {
      const body = await request.json();
      spy(body);
      company = { ...company, ...body } as typeof company;
      return response(200).json(company);
    }),
  ];
};

/** The saved values, a change of the subscription end and the featured flag, saved in one call. */
export const Data: Story = {
  parameters: { msw: { handlers: data() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveValue('Lotus Talent Partners Pte Ltd'),
    );
    await userEvent.click(canvas.getByRole('switch', { name: /Anonymous posting/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith(
        expect.objectContaining({ anonymousPosting: true, subscriptionEnd: '2026-12-31T23:59:59.999Z' }),
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Lotus Talent Partners Pte Ltd' })).toBeVisible(),
    );
  },
};

/** A blank name is refused before any call. */
export const Empty: Story = {
  name: 'Empty name refused',
  parameters: { msw: { handlers: data() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /Company name/ });
    await waitFor(() => expect(name).toHaveValue('Lotus Talent Partners Pte Ltd'));
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(name).toHaveFocus());
  },
};

export const Loading: Story = loadingStory('/companies/{id}');

export const Error: Story = refusedStory('/companies/{id}', expectTryAgain, notFound);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: data() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Lưu thay đổi' })).toBeVisible());
  },
};
