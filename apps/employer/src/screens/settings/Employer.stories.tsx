import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aCompany } from './settingsFixtures';
import { noLogo } from '../../stories/fixtures';
import { neverAnswers, refused } from '../../stories/listHandlers';

const company = armsHttp.get('/companies/{id}', ({ response }) => response(200).json(aCompany()));
const bare = armsHttp.get('/companies/{id}', ({ response }) =>
  response(200).json(
    aCompany({
      footerTexts: [],
      dataProtectionPolicy: null,
      website: null,
      email: null,
      phone: null,
      address: null,
      companyUrl: null,
    }),
  ),
);
const loading = neverAnswers('/companies/{id}');
const failing = refused('/companies/{id}');

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Settings/Employer',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/employer' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, company] },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;
// Screens load lazily; on a busy machine the first render can take longer than the default five seconds.
const slow = { timeout: 30_000 };

/** The company as candidates see it: details, noLogo, footer texts and the data protection policy. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('careers@lotus-demo.sg')).toBeVisible(), slow);
    await expect(canvas.getByText('EA licence 19C1234')).toBeVisible();
    await expect(canvas.getByText('the hiring process')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [noLogo, bare] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No footer texts.')).toBeVisible(), slow);
    await expect(canvas.getByText('No logo yet.')).toBeVisible();
    await expect(canvas.getByText('No data protection policy yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [noLogo, loading] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading…' }, slow)).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: [noLogo, failing] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Dòng chân trang')).toBeVisible(), slow);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Editing: footer lines are added and removed, the website must be an address, and the save is sent. */
export const Edit: Story = {
  parameters: {
    screen: { path: '/setting/employer/edit' } satisfies ScreenParameters,
    msw: {
      handlers: [
        noLogo,
        company,
        armsHttp.patch('/companies/{id}', async ({ request, response }) => {
          const body = await request.json();
          return response(200).json(aCompany({ footerTexts: body.footerTexts ?? [] }));
        }),
      ],
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const website = await canvas.findByRole('textbox', { name: 'Website' }, slow);
    await userEvent.clear(website);
    await userEvent.type(website, 'not an address');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(website).toHaveAttribute('aria-invalid', 'true'), slow);
    await userEvent.clear(website);
    await userEvent.type(website, 'https://lotus-demo.sg');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a footer line' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Footer line 3' }), 'Registered in Singapore');
    await expect(canvas.getByText(/Recommended size is 250 x 60 pixels/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('The company details are saved.', {}, slow),
    ).toBeVisible();
  },
};

export const EditVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/setting/employer/edit' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Chính sách bảo vệ dữ liệu')).toBeVisible(), slow);
  },
};

export const EditPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screen: { path: '/setting/employer/edit' } satisfies ScreenParameters },
};

export const EditError: Story = {
  parameters: {
    screen: { path: '/setting/employer/edit' } satisfies ScreenParameters,
    msw: { handlers: [noLogo, failing] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};
