import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { aStaffUser, noLogo } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { emptyList, errorStory, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const users = [
  aStaffUser({
    id: 1,
    userId: 1,
    firstName: 'Mei Ling',
    lastName: 'Tan',
    isPrimary: true,
    user: { id: 1, email: 'admin@lotus-demo.sg', role: ['account_admin'] },
  }),
  aStaffUser(),
  aStaffUser({
    id: 3,
    userId: 3,
    firstName: 'Đức',
    lastName: 'Trần',
    status: 0,
    user: { id: 3, email: 'duc@lotus-demo.sg', role: ['sourcer'] },
  }),
];
const list = armsHttp.get('/rms-users', ({ response }) => response(200).json(listOf(users)));
const one = armsHttp.get('/rms-users/{id}', ({ params, response }) =>
  String(params.id) === '2'
    ? response(200).json(aStaffUser())
    : response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')),
);

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Settings/Users',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/users' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, list, one] },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Hoa Nguyễn' })).toHaveAttribute(
      'href',
      '/setting/users/details/2',
    );
    await expect(canvas.getByText('Recruiter (HR staff)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add user' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [noLogo, emptyList('/rms-users')] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/No users yet/)).toBeVisible();
  },
};

export const Loading: Story = loadingStory(noLogo, neverAnswers('/rms-users'));

export const Error: Story = errorStory([noLogo, refused('/rms-users')]);

export const Vietnamese: Story = { globals: { lang: 'vn' } };

/** A user's details: the ten permissions as switches, granted through the access-level call. */
export const Detail: Story = {
  parameters: {
    screen: { path: '/setting/users/details/2' } satisfies ScreenParameters,
    msw: {
      handlers: [
        noLogo,
        one,
        armsHttp.post('/users/access-level', ({ response }) =>
          response(200).json({ userId: 2, permissions: ['view_all_job', 'post_job', 'access_all_candidate'] }),
        ),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const grant = await canvas.findByRole('switch', { name: 'Access all candidates' });
    await expect(canvas.getAllByRole('switch')).toHaveLength(10);
    await expect(grant).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(grant);
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Access all candidates granted.'),
    ).toBeVisible();
  },
};

export const DetailNotFound: Story = {
  parameters: { screen: { path: '/setting/users/details/99' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This user does not exist in your company.')).toBeVisible();
  },
};

/** Creating a user: required first name, a valid email and a role are checked before sending. */
export const Create: Story = {
  parameters: { screen: { path: '/setting/users/create' } satisfies ScreenParameters },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create user' }));
    await expect(await canvas.findByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Sourcer L2 is its own role in the choice (docs/decisions/0188) and is sent as `sourcer_l2`. */
export const CreateSourcerL2: Story = {
  parameters: {
    screen: { path: '/setting/users/create' } satisfies ScreenParameters,
    msw: {
      handlers: [
        noLogo,
        one,
        armsHttp.post('/rms-users', async ({ request, response }) => {
          const body = (await request.json()) as { role: string[]; firstName: string; email: string };
          if (body.role.join() !== 'sourcer_l2') return response(400).json(errorBody('VALIDATION_ERROR'));
          return response(201).json(
            aStaffUser({ firstName: body.firstName, user: { id: 2, email: body.email, role: body.role } }),
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }), 'Linh');
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'linh@lotus-demo.sg');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Role/ }));
    const choices = within(body.getByRole('listbox', { name: /^Role/ }));
    await expect(choices.getAllByRole('option')).toHaveLength(5);
    for (const name of ['Account Administrator', 'Recruiter (HR staff)', 'Sourcer', 'Sourcer L2', 'Referral'])
      await expect(choices.getByRole('option', { name })).toBeVisible();
    await userEvent.click(choices.getByRole('option', { name: 'Sourcer L2' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create user' }));
    await expect(await body.findByText('The user is created and receives an email to set a password.')).toBeVisible();
  },
};

/** A user given level 2 staff before 0188 keeps that role in the choice, so an edit does not drop it. */
export const EditLevel2Staff: Story = {
  parameters: {
    screen: { path: '/setting/users/edit/2' } satisfies ScreenParameters,
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/rms-users/{id}', ({ response }) =>
          response(200).json(aStaffUser({ user: { id: 2, email: 'hoa@lotus-demo.sg', role: ['hr_staff_l2'] } })),
        ),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const role = await canvas.findByRole('combobox', { name: /^Role/ });
    await waitFor(() => expect(role).toHaveValue('HR Staff Level 2'));
    await userEvent.click(role);
    const choices = within(within(canvasElement.ownerDocument.body).getByRole('listbox', { name: /^Role/ }));
    await expect(choices.getAllByRole('option')).toHaveLength(6);
    await expect(choices.getByRole('option', { name: 'Sourcer L2' })).toBeVisible();
  },
};

export const CreateVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/setting/users/create' } satisfies ScreenParameters },
};

export const Edit: Story = {
  parameters: { screen: { path: '/setting/users/edit/2' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Hoa')).toBeVisible();
  },
};

/** The search goes to the API as `q` and stays in the URL. */
export const Search: Story = {
  parameters: {
    screen: { path: '/setting/users?q=tr' } satisfies ScreenParameters,
    msw: {
      handlers: [
        noLogo,
        armsHttp.get('/rms-users', ({ request, response }) => {
          const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
          return response(200).json(
            listOf(users.filter((u) => `${u.firstName} ${u.lastName} ${u.user.email}`.toLowerCase().includes(q))),
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search by name or email' })).toHaveValue('tr');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Đức Trần' })).toBeVisible());
    await expect(canvas.queryByRole('link', { name: 'Hoa Nguyễn' })).toBeNull();
  },
};
