import { armsHttp, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectTryAgain, loadingStory, notFound, onPhone, refusedStory } from '../../stories/listStories';
import { aCompany, creditChanges, type Company } from './storyData';

const meta = {
  title: 'Screens/Admin/Companies/Detail',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/companies/1/detail' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The company and its history, changing as the story's calls change them. */
function handlers(start: Company = aCompany(), spy = fn()) {
  let company = start;
  let history = creditChanges.filter((c) => c.companyId === company.id);
  return [
    armsHttp.get('/companies/{id}', ({ response }) => response(200).json(company)),
    armsHttp.get('/companies/{id}/credits', ({ response }) => response(200).json(listOf(history))),
    armsHttp.post('/companies/update-credit', async ({ request, response }) => {
      const body = await request.json();
      spy(body);
      if (company.credits + body.amount < 0) return response(402).json(errorBody('OUT_OF_CREDITS'));
      company = { ...company, credits: company.credits + body.amount };
      history = [
        {
          id: history.length + 10,
          companyId: company.id,
          amount: body.amount,
          balance: company.credits,
          reason: body.reason,
          createdBy: { id: 9, email: 'arms@arms-demo.org', firstName: 'Platform', lastName: 'Admin' },
          createdAt: '2026-06-01T10:00:00.000Z',
        },
        ...history,
      ];
      return response(200).json({ id: company.id, credits: company.credits, isView: true });
    }),
    armsHttp.post('/companies/{id}/suspend', ({ response }) => {
      company = { ...company, status: 0 };
      return response(200).json(company);
    }),
    armsHttp.post('/companies/{id}/activate', ({ response }) => {
      company = { ...company, status: 1 };
      return response(200).json(company);
    }),
  ];
}

export const Data: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Lotus Talent Partners Pte Ltd' })).toBeVisible(),
    );
    await expect(canvas.getByTestId('credit-balance')).toHaveTextContent('42 credits');
    await waitFor(() => expect(canvas.getByText('Annual package, invoice INV-2026-0042')).toBeVisible());
    await expect(canvas.getByText(/It shows best at 250 × 60 pixels/)).toBeVisible();
  },
};

/** Adding credits needs a reason; the balance and the history follow the saved change. */
export const AddCredits: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = await canvas.findByRole('spinbutton', { name: /Credits to add/ });
    await userEvent.type(amount, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the change' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/required/),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Reason/ }), 'Top-up, invoice INV-77');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the change' }));
    await waitFor(() => expect(canvas.getByTestId('credit-balance')).toHaveTextContent('52 credits'));
    await waitFor(() => expect(canvas.getByText('Top-up, invoice INV-77')).toBeVisible());
  },
};

/** Suspending warns that the staff can no longer sign in before it is confirmed. */
export const SuspendWarns: Story = {
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Suspend' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/can no longer sign in/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the company' }));
    await waitFor(() => expect(canvas.getByText('This company is suspended: its staff cannot sign in.')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Activate' })).toBeVisible();
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: handlers(aCompany({ status: 2, credits: 0, isView: false, imagePath: null })) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Approve and activate' })).toBeVisible());
  },
};

export const Loading: Story = loadingStory('/companies/{id}');

export const Empty: Story = {
  name: 'Empty (no history, no logo)',
  parameters: {
    msw: { handlers: handlers(aCompany({ id: 7, credits: 0, subscriptionStart: null, subscriptionEnd: null })) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No credit change yet.')).toBeVisible());
    await expect(canvas.getByText('No logo yet.')).toBeVisible();
  },
};

export const Error: Story = refusedStory('/companies/{id}', expectTryAgain, notFound);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: handlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Tín dụng' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Tạm ngưng' })).toBeVisible();
  },
};

export const Phone: Story = { ...Data, globals: onPhone };
