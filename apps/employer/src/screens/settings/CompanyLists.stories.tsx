import { armsHttp, aSessionUser, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aCompanyItem } from './settingsFixtures';
import { noLogo } from '../../stories/fixtures';
import { emptyList, errorStory, loadingStory, neverAnswers, refused } from '../../stories/listHandlers';

const platformSectors = armsHttp.get('/sectors', ({ response }) =>
  response(200).json(
    listOf([
      { ...aCompanyItem({ id: 3, name: 'Building & Construction' }), companyId: undefined } as never,
      { ...aCompanyItem({ id: 4, name: 'Engineering' }), companyId: undefined } as never,
    ]),
  ),
);
const sectors = [
  aCompanyItem({ id: 1, name: 'Green Buildings', baseId: 3 }),
  aCompanyItem({ id: 2, name: 'Kỹ thuật cơ điện', status: 0 }),
];
const sectorList = armsHttp.get('/company-sectors', ({ response }) => response(200).json(listOf(sectors)));
const sectorCreate = armsHttp.post('/company-sectors', async ({ request, response }) => {
  const body = await request.json();
  if (sectors.some((s) => s.name.toLowerCase() === body.name?.trim().toLowerCase()))
    return response(409).json({
      ...errorBody('DUPLICATE_ITEM_NAME'),
      details: [{ field: 'name', code: 'domain.validation.itemName.duplicate' }],
    });
  return response(201).json(aCompanyItem({ id: 7, name: body.name ?? '' }));
});
const sectorPatch = armsHttp.patch('/company-sectors/{id}', async ({ params, request, response }) => {
  const body = await request.json();
  const found = sectors.find((s) => String(s.id) === String(params.id))!;
  return response(200).json({ ...found, ...body });
});
const disciplines = armsHttp.get('/company-disciplines', ({ response }) =>
  response(200).json(listOf([aCompanyItem({ id: 5, name: 'Civil engineering' })])),
);
const ranks = armsHttp.get('/company-ranks', ({ response }) =>
  response(200).json(listOf([aCompanyItem({ id: 6, name: 'Senior' })])),
);
const noPlatform = [emptyList('/disciplines'), emptyList('/ranks'), emptyList('/designations')];

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Settings/CompanyLists',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/setting/specialty-projects-list' } satisfies ScreenParameters,
    msw: {
      handlers: [noLogo, platformSectors, sectorList, sectorCreate, sectorPatch, disciplines, ranks, ...noPlatform],
    },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;
// Screens load lazily and the first story of a file also waits for its modules to be transformed: on a busy
// CI machine the Data story timed out at 12 s. The test timeout (60 s) still bounds a story that never settles.
const slow = { timeout: 30_000 };

/** The sector list: items with the platform sector they adopt, suspended ones marked, suspend and rename. */
export const Data: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(canvas.getByText('Kỹ thuật cơ điện')).toBeVisible(), slow);
    await waitFor(() => expect(canvas.getByText('Building & Construction')).toBeVisible(), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Suspend Green Buildings' }));
    await waitFor(() => expect(body.getByText('Green Buildings is suspended.')).toBeVisible(), slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Green Buildings' }));
    const dialog = within(await body.findByRole('dialog', {}, slow));
    const name = dialog.getByRole('textbox', { name: /New name of Green Buildings/ });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'), slow);
    await userEvent.type(name, 'Sustainable buildings');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.getByText('Renamed to Sustainable buildings.')).toBeVisible(), slow);
  },
};

/** Adding a name the company already has is refused on the field. */
export const AddDuplicate: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /New item name/ }, slow);
    await userEvent.type(name, 'green buildings');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(canvas.getByText('An item with this name already exists')).toBeVisible(), slow);
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [noLogo, platformSectors, emptyList('/company-sectors')],
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText(/No sectors of your own yet/)).toBeVisible(), slow);
  },
};

export const Loading: Story = loadingStory(noLogo, platformSectors, neverAnswers('/company-sectors'));

export const Error: Story = errorStory([noLogo, platformSectors, refused('/company-sectors')], slow);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Thêm' }, slow)).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Tools: disciplines, ranks and designations as tabs, the open tab in the URL. */
export const Tools: Story = {
  parameters: { screen: { path: '/setting/job-classifications' } satisfies ScreenParameters },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Civil engineering')).toBeVisible(), slow);
    await userEvent.click(canvas.getByRole('tab', { name: 'Ranks' }));
    await waitFor(() => expect(canvas.getByText('Senior')).toBeVisible(), slow);
  },
};

/** HR staff reach the tools with job_classification (section 6) and may change the lists. */
export const ToolsHrStaff: Story = {
  parameters: {
    screen: {
      path: '/setting/job-classifications',
      user: aSessionUser({ role: ['hr_staff'], permissions: ['job_classification'] }),
    } satisfies ScreenParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Civil engineering')).toBeVisible(), slow);
    await expect(canvas.getByRole('button', { name: 'Add' })).toBeVisible();
  },
};

export const ToolsVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: { path: '/setting/job-classifications' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Cấp bậc' }, slow)).toBeVisible();
  },
};

export const ToolsPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { screen: { path: '/setting/job-classifications' } satisfies ScreenParameters },
};
