import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { aCompany } from './storyData';

const meta = {
  title: 'Screens/Admin/Companies/Create',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/companies/create' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const created = aCompany({ id: 12, name: 'Saigon Harbour Co', credits: 0 });
const spy = fn();
const data = [
  armsHttp.post('/companies', async ({ request, response }) => {
    spy(await request.json());
    return response(201).json(created);
  }),
  armsHttp.get('/companies/{id}', ({ response }) => response(200).json(created)),
  armsHttp.get('/companies/{id}/credits', ({ response }) => response(200).json(listOf([]))),
];

/** The form, empty: the company, its subscription and its first account administrator. */
export const Empty: Story = {
  parameters: { msw: { handlers: data } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Account administrator' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Create the company' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveFocus());
  },
};

/** Filled and saved: one call with the account administrator, then the new company opens. */
export const Data: Story = {
  parameters: { msw: { handlers: data } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Company name/ }), 'Saigon Harbour Co');
    const emails = canvas.getAllByRole('textbox', { name: /^Email/ });
    await userEvent.type(emails[emails.length - 1]!, 'owner@saigon-harbour.vn');
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Lan');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the company' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Saigon Harbour Co' })).toBeVisible());
    await expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({
        name: 'Saigon Harbour Co',
        accountAdmin: { email: 'owner@saigon-harbour.vn', firstName: 'Lan', lang: 'en' },
      }),
    );
  },
};

/** The account administrator's address is taken: said on its field, nothing typed is lost. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [armsHttp.post('/companies', ({ response }) => response(409).json(errorBody('EMAIL_EXISTED')))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Company name/ }), 'Saigon Harbour Co');
    const fields = canvas.getAllByRole('textbox', { name: /^Email/ });
    const adminEmail = fields[fields.length - 1]!;
    await userEvent.type(adminEmail, 'admin@lotus-demo.sg');
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Lan');
    await userEvent.click(canvas.getByRole('button', { name: 'Create the company' }));
    await waitFor(() => expect(adminEmail).toHaveAccessibleDescription(/already uses this email/));
    await expect(canvas.getByRole('textbox', { name: /Company name/ })).toHaveValue('Saigon Harbour Co');
  },
};

export const Loading: Story = {
  name: 'Loading (saving)',
  parameters: {
    msw: {
      handlers: [armsHttp.post('/companies', () => new Promise(() => {}))],
    },
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: data } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Quản trị viên tài khoản' })).toBeVisible());
  },
};

export const Phone: Story = { ...Empty, globals: { viewport: { value: 'mobile', isRotated: false } } };
