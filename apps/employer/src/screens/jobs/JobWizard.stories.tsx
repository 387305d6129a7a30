import { armsHttp, aJob, errorBody, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, type RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { aDepartment, aHiringManager, aStaffUser } from '../../stories/fixtures';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';

const stamp = '2026-01-01T00:00:00.000Z';
const ref = (id: number, name: string) => ({ id, name, status: 1, order: id, createdAt: stamp, updatedAt: stamp });
const references = [
  armsHttp.get('/sectors', ({ response }) => response(200).json(listOf([ref(4, 'Construction'), ref(5, 'Banking')]))),
  armsHttp.get('/company-sectors', ({ response }) =>
    response(200).json(listOf([{ ...ref(9, 'Marine'), companyId: 1, baseId: null }])),
  ),
  armsHttp.get('/educations', ({ response }) => response(200).json(listOf([ref(2, 'Degree'), ref(3, 'Diploma')]))),
  armsHttp.get('/disciplines', ({ response }) => response(200).json(listOf([ref(6, 'Civil engineering')]))),
  armsHttp.get('/levels', ({ response }) => response(200).json(listOf([ref(7, 'Senior')]))),
];
const logo = armsHttp.get('/cms/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID')));
const common = [
  logo,
  ...references,
  armsHttp.get('/departments', ({ response }) => response(200).json(listOf([]))),
  armsHttp.get('/rms-users', ({ response }) => response(200).json(listOf([]))),
  armsHttp.get('/currencies', ({ response }) =>
    response(200).json(
      listOf([
        {
          id: 1,
          name: 'Singapore Dollar',
          status: 1,
          order: 1,
          code: 'SGD',
          symbol: 'S$',
          createdAt: stamp,
          updatedAt: stamp,
        },
        {
          id: 3,
          name: 'Vietnamese Dong',
          status: 1,
          order: 3,
          code: 'VND',
          symbol: '₫',
          createdAt: stamp,
          updatedAt: stamp,
        },
      ]),
    ),
  ),
  armsHttp.post('/jobs/check-duplicate', ({ response }) => response(200).json({ duplicate: false, jobIds: [] })),
];
const savedRelations = [
  armsHttp.get('/jobs/{id}/sectors', ({ response }) =>
    response(200).json([{ sectorId: 4, companySectorId: null, name: 'Construction' }]),
  ),
  armsHttp.get('/jobs/{id}/sector-filters', ({ response }) =>
    response(200).json([{ id: 1, sectorId: 5, companySectorId: null, disciplineId: 6, levelId: null }]),
  ),
  armsHttp.get('/jobs/{id}/educations', ({ response }) => response(200).json([{ educationId: 2, name: 'Degree' }])),
  armsHttp.get('/jobs/{id}/co-owners', ({ response }) => response(200).json([])),
  armsHttp.get('/jobs/{id}/project-contacts', ({ response }) => response(200).json([])),
];

const quote = (credits: number) =>
  armsHttp.post('/jobs/credits', async ({ request, response }) => {
    const body = await request.json();
    const cost = ['jobboard', 'agencies', 'connectedTalentPool', 'request'].includes(body.publishState) ? 1 : 0;
    return response(200).json({
      jobId: body.jobId ?? null,
      cost,
      creditsUsed: 0,
      credits,
      isView: credits > 0,
      code: cost === 1 && credits === 0 ? 'OUT_OF_CREDITS' : null,
    });
  });

/** The edit wizard of job 7 with its saved relations; `handlers` come first (they answer before the rest). */
const editJob = (handlers: RequestHandler[]) => ({
  screen: { path: '/jobs/7/edit' } satisfies ScreenParameters,
  msw: { handlers: [...handlers, ...savedRelations, ...common, quote(5)] },
});

/** Goes on with the Next button (`next`, its name) to each step in turn, waiting for its heading. */
const stepTo = async (canvas: ReturnType<typeof within>, headings: string[], next = 'Next') => {
  for (const heading of headings) {
    await userEvent.click(canvas.getByRole('button', { name: next }));
    await canvas.findByRole('heading', { level: 2, name: heading });
  }
};

const meta = {
  title: 'Screens/Employer/Jobs/JobWizard',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/jobs/create' } satisfies ScreenParameters,
    msw: { handlers: [...common, quote(5)] },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new job: the steps down the left, Basics first. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Position/ })).toBeVisible();
  },
};

/** Next without a position: the required message under the field, the step stays. */
export const RequiredPosition: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: /Position/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Position is required')).toBeVisible();
  },
};

/** The salary step: a maximum below the minimum is refused as it is typed. */
export const SalaryRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Position/ }), 'Site Engineer');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Minimum salary' }), '5000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Maximum salary' }), '4000');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText(/greater than/i)).toBeVisible();
  },
};

/** Out of credits: the publish step says so before the final button. */
export const OutOfCredits: Story = {
  parameters: { msw: { handlers: [...common, quote(0)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Position/ }), 'Site Engineer');
    await stepTo(canvas, [
      'Salary and contract',
      'Requirements and skills',
      'Team and contacts',
      'Documents',
      'Publish',
    ]);
    await userEvent.click(canvas.getByRole('radio', { name: /^Jobboard/ }));
    await expect(await canvas.findByText(/out of job posting credits/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish job' })).toBeEnabled();
  },
};

/** Editing a saved job: its values in the fields. */
export const Edit: Story = {
  parameters: editJob([
    armsHttp.get('/jobs/{id}', ({ response }) => response(200).json(aJob({ id: 7, position: 'Quantity Surveyor' }))),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Quantity Surveyor')).toBeVisible();
  },
};

/** The job is still loading. */
export const EditLoading: Story = {
  parameters: editJob([
    armsHttp.get('/jobs/{id}', async ({ response }) => {
      await delay('infinite');
      return response(200).json(aJob());
    }),
  ]),
};

/** Another company's or a deleted job: the catalogue message and "Try again". */
export const EditError: Story = {
  parameters: editJob([armsHttp.get('/jobs/{id}', ({ response }) => response(404).json(errorBody('JOB_NOT_EXISTED')))]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In Vietnamese. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Đăng việc làm' })).toBeVisible();
  },
};

/** What the wizard sent in the last story, by route. */
const sent: { method: string; path: string; body: unknown; query: string }[] = [];
const record = async (request: Request, path: string) => {
  const url = new URL(request.url);
  const text = request.method === 'DELETE' ? '' : await request.clone().text();
  sent.push({ method: request.method, path, body: text ? (JSON.parse(text) as unknown) : null, query: url.search });
};
const relationHandlers = (jobId: number) =>
  (['co-owners', 'project-contacts', 'educations', 'sectors', 'sector-filters'] as const).flatMap((rel) => [
    armsHttp.post(`/jobs/{id}/${rel}`, async ({ params, request, response }) => {
      if (Number(params.id) !== jobId) return response(404).json(errorBody('JOB_NOT_EXISTED'));
      await record(request, rel);
      return response(201).json([]);
    }),
    armsHttp.delete(`/jobs/{id}/${rel}`, async ({ params, request, response }) => {
      if (Number(params.id) !== jobId) return response(404).json(errorBody('JOB_NOT_EXISTED'));
      await record(request, rel);
      return response(200).json([]);
    }),
  ]);
/** Chooses an option of a Select (which closes on the choice). */
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};
/** Adds an option to a MultiSelect (which stays open) and closes its list. */
const pick = async (label: string, option: string) => {
  await choose(label, option);
  await userEvent.keyboard('{Escape}');
};
/** `POST /jobs` recorded, answering with `job`. */
const createsJob = (job: Parameters<typeof aJob>[0]) =>
  armsHttp.post('/jobs', async ({ request, response }) => {
    await record(request, 'jobs');
    return response(201).json(aJob(job));
  });
/** `PATCH /jobs/{id}` recorded, answering with `job`. */
const updatesJob = (job: Parameters<typeof aJob>[0]) =>
  armsHttp.patch('/jobs/{id}', async ({ request, response }) => {
    await record(request, 'jobs');
    return response(200).json(aJob(job));
  });
/** The create wizard with a hiring entity, its contact and a staff member to choose; `handlers` after the rest. */
const createJob = (handlers: RequestHandler[]) => ({
  msw: { handlers: [...teamHandlers, ...common, quote(5), ...handlers] },
});
const teamHandlers = [
  armsHttp.get('/departments', ({ response }) =>
    response(200).json(listOf([aDepartment({ id: 3, name: 'Marina Tower' })])),
  ),
  armsHttp.get('/departments/{id}/contacts', ({ response }) =>
    response(200).json([aHiringManager({ id: 11, firstName: 'Wei', lastName: 'Lim', name: 'Wei Lim' })]),
  ),
  armsHttp.get('/rms-users', ({ response }) =>
    response(200).json(
      listOf([
        aStaffUser({
          id: 21,
          userId: 21,
          firstName: 'Mei Ling',
          lastName: 'Tan',
          user: { id: 21, email: 'meiling@lotus-demo.sg', role: ['hr'] },
        }),
      ]),
    ),
  ),
];

/**
 * Sectors, a sector filter, educations, a co-owner and a project contact: sent in the job's own create
 * request, which the API writes in one transaction (issue 12); no per-relation route is called.
 */
export const CreateWithRelations: Story = {
  parameters: createJob([
    createsJob({ id: 42, position: 'Site Engineer', departmentId: 3 }),
    ...relationHandlers(42),
    armsHttp.get('/jobs/{id}', ({ response }) => response(200).json(aJob({ id: 42, position: 'Site Engineer' }))),
  ]),
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Position/ }), 'Site Engineer');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Hiring entity/ })).toBeEnabled());
    await choose('Hiring entity', 'Marina Tower');
    await stepTo(canvas, ['Salary and contract', 'Requirements and skills']);
    await pick('Sectors', 'Construction');
    await choose('Filter sector', 'Marine (your company)');
    await choose('Filter level', 'Senior');
    await userEvent.click(canvas.getByRole('button', { name: 'Add sector filter' }));
    await expect(await canvas.findByText('Marine (your company) · Senior')).toBeVisible();
    await pick('Educations', 'Diploma');
    await stepTo(canvas, ['Team and contacts']);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Co-owners/ })).toBeVisible());
    await pick('Co-owners', 'Mei Ling Tan');
    await pick('Project contacts', 'Wei Lim');
    await stepTo(canvas, ['Documents', 'Publish']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: 'jobs',
      body: {
        position: 'Site Engineer',
        departmentId: 3,
        relations: {
          coOwners: [21],
          projectContacts: [11],
          educations: [3],
          sectors: [{ sectorId: 4 }],
          sectorFilters: [{ companySectorId: 9, disciplineId: null, levelId: 7 }],
        },
      },
    });
    await expect(await screen.findByText('Job posted')).toBeVisible();
    expect(sent).toHaveLength(1);
  },
};

/** Editing shows the saved relations; the edit request carries every list as it now stands, in one PATCH. */
export const EditRelations: Story = {
  parameters: editJob([
    armsHttp.get('/jobs/{id}', ({ response }) => response(200).json(aJob({ id: 7, position: 'Quantity Surveyor' }))),
    updatesJob({ id: 7, position: 'Quantity Surveyor' }),
    ...relationHandlers(7),
  ]),
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Quantity Surveyor');
    await stepTo(canvas, ['Salary and contract', 'Requirements and skills']);
    await waitFor(() => expect(canvas.getByText('Banking · Civil engineering')).toBeVisible());
    await waitFor(() => expect(canvas.getAllByText('Construction').length).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: /Remove Banking · Civil engineering/ }));
    await pick('Educations', 'Diploma');
    await stepTo(canvas, ['Team and contacts', 'Documents', 'Publish']);
    await userEvent.click(canvas.getByRole('button', { name: /^(Save|Publish) job$/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PATCH',
      path: 'jobs',
      body: {
        relations: {
          coOwners: [],
          projectContacts: [],
          educations: [2, 3],
          sectors: [{ sectorId: 4 }],
          sectorFilters: [],
        },
      },
    });
  },
};

/**
 * The API refuses a co-owner of the create request, so no job exists (issue 12): the error on the
 * co-owners field, nothing typed lost, and saving again posts the job again (there is none to edit).
 */
export const RelationRefused: Story = {
  parameters: createJob([
    armsHttp.post('/jobs', async ({ request, response }) => {
      await record(request, 'jobs');
      return response(400).json({
        ...errorBody('VALIDATION_ERROR'),
        details: [{ field: 'relations.coOwners', code: 'validation.notActiveStaff' }],
      });
    }),
    ...relationHandlers(42),
    armsHttp.get('/jobs/{id}', ({ response }) => response(200).json(aJob({ id: 42, position: 'Site Engineer' }))),
  ]),
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Position/ }), 'Site Engineer');
    await stepTo(canvas, ['Salary and contract', 'Requirements and skills', 'Team and contacts']);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Co-owners/ })).toBeVisible());
    await pick('Co-owners', 'Mei Ling Tan');
    await stepTo(canvas, ['Documents', 'Publish']);
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(canvas.getByText('Some fields are not valid')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST jobs', 'POST jobs']);
    expect(sent[1]).toMatchObject({ body: { relations: { coOwners: [21] } } });
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await canvas.findByRole('heading', { level: 2, name: 'Team and contacts' });
    await expect(canvas.getByRole('button', { name: 'Remove Mei Ling Tan' })).toBeVisible();
  },
};

const editWithTeam = editJob([
  armsHttp.get('/jobs/{id}/co-owners', ({ response }) =>
    response(200).json([
      { staffId: 21, userId: 21, firstName: 'Mei Ling', lastName: 'Tan', email: 'meiling@lotus-demo.sg' },
    ]),
  ),
  armsHttp.get('/jobs/{id}/project-contacts', ({ response }) =>
    response(200).json([
      { contactId: 11, departmentId: 3, firstName: 'Wei', lastName: 'Lim', email: null, designation: null },
    ]),
  ),
  ...teamHandlers,
  armsHttp.get('/jobs/{id}', ({ response }) =>
    response(200).json(aJob({ id: 7, position: 'Quantity Surveyor', departmentId: 3 })),
  ),
]);

/** Editing: the saved co-owner and project contact chosen on the team step. */
export const EditTeam: Story = {
  parameters: editWithTeam,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Quantity Surveyor');
    await stepTo(canvas, ['Salary and contract', 'Requirements and skills', 'Team and contacts']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Mei Ling Tan' })).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Wei Lim' })).toBeVisible());
  },
};

/** The requirements step in Vietnamese on a phone: the saved sectors, filter and education, nothing overflowing. */
export const RequirementsVietnamesePhone: Story = {
  globals: { lang: 'vn', viewport: { value: 'mobile', isRotated: false } },
  parameters: editWithTeam,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Quantity Surveyor');
    await stepTo(canvas, ['Lương và hợp đồng', 'Yêu cầu và kỹ năng'], 'Tiếp');
    await waitFor(() => expect(canvas.getByText('Banking · Civil engineering')).toBeVisible());
    await expect(canvas.getByRole('group', { name: 'Bộ lọc lĩnh vực' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Thêm bộ lọc lĩnh vực' })).toBeDisabled();
    await waitFor(() =>
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth),
    );
  },
};
