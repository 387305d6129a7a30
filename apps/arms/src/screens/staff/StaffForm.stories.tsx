import { armsHttp, errorBody } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectText } from '../../stories/listStories';
import { anAccount, type Account } from './fixtures';

let newest: Account | null = null;
const created: HttpHandler = armsHttp.post('/users', async ({ request, response }) => {
  const body = await request.json();
  if (body.email === 'taken@arms-demo.org') return response(409).json(errorBody('EMAIL_EXISTED'));
  newest = anAccount({
    id: 21,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName ?? '',
    role: body.role,
    emailVerified: false,
  });
  return response(201).json(newest);
});
const one: HttpHandler = armsHttp.get('/users/{id}', ({ params, response }) =>
  response(200).json(newest && String(params.id) === '21' ? newest : anAccount({ id: Number(params.id) })),
);
const patch: HttpHandler = armsHttp.patch('/users/{id}', async ({ request, response }) =>
  response(200).json(anAccount({ ...(await request.json()) })),
);

const meta = {
  title: 'Screens/Admin/Staff/Form',
  decorators: [withAdminScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/arms/staff-management/create' } satisfies ScreenParameters,
    msw: { handlers: [created, one, patch] },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Create: the rules of section 5 first, then the new account's detail page. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Create staff account' });
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription(/.+/));
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Quang');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Võ');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'quang.vo@arms-demo.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Create staff account' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Quang Võ' })).toBeVisible());
  },
};

/** An address already in use: the server's EMAIL_EXISTED lands on the email field, nothing typed is lost. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }), 'Taken');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'taken@arms-demo.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Create staff account' }));
    await waitFor(() => expect(canvasElement.textContent).toMatch(/already|exist/i));
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Taken');
  },
};

/** Edit: the name and the language, saved back to the detail page. */
export const Edit: Story = {
  parameters: { screen: { path: '/arms/staff-management/7/edit' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('textbox', { name: /First name/ });
    await waitFor(() => expect(first).toHaveValue('Linh'));
    await expect(canvas.queryByRole('textbox', { name: /Email/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Linh Phạm' })).toBeVisible());
  },
};

export const EditNotFound: Story = {
  parameters: {
    screen: { path: '/arms/staff-management/99/edit' } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/users/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'))),
      ],
    },
  },
  play: expectText('This account does not exist.'),
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Tạo tài khoản nhân viên' })).toBeVisible());
    await expect(canvas.getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Create staff account' })).toBeVisible(),
    );
  },
};
