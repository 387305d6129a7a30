import { aJob, aResume, armsHttp, errorBody } from '@arms/api-client/mocks';
import { skillsSuitability } from '@arms/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { aNomination } from './storyMocks';

const job = aJob({
  id: 5,
  position: 'Senior Structural Engineer',
  skills: ['Revit', 'ETABS', 'AutoCAD', 'Project management', 'Tekla Structures', 'SAP2000'],
});
const resumes = [
  aResume({ id: 1 }),
  aResume({
    id: 2,
    firstName: 'Hồng',
    lastName: 'Đặng Thị',
    experienceMonths: 260,
    expSalaryAmount: 7800,
    availability: 0,
    skills: ['Kỹ sư kết cấu', 'Project management', 'Revit', 'ETABS', 'SAP2000', 'Tekla Structures', 'BIM'],
  }),
  aResume({ id: 3, firstName: 'Wei Ming', lastName: 'Lim', skills: ['AutoCAD'] }),
];
const nominations = [
  aNomination({ resume: { id: 1, firstName: 'An', lastName: 'Nguyễn Văn', currentTitle: 'Site engineer' } }),
  aNomination({
    resume: { id: 2, firstName: 'Hồng', lastName: 'Đặng Thị', currentTitle: 'Structural lead' },
    status: 4,
    statusKey: 'interview',
  }),
  aNomination({ resume: { id: 3, firstName: 'Wei Ming', lastName: 'Lim', currentTitle: null } }),
];

const handlers = [
  armsHttp.get('/jobs/{id}', ({ response }) => response(200).json(job)),
  armsHttp.get('/jobs/{id}/resumes', ({ response }) => response(200).json(nominations)),
  armsHttp.get('/resumes/{id}', ({ params, response }) => {
    const resume = resumes.find((r) => r.id === Number(params.id));
    return resume ? response(200).json(resume) : response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'));
  }),
  // The same rule the API applies (section 5), from @arms/domain.
  armsHttp.post('/resume/compare-criteria-skill', async ({ request, response }) => {
    const body = await request.json();
    const skills = resumes.find((r) => r.id === body.resumeId)?.skills ?? [];
    const jobSkills = [...new Set(body.jobSkills)];
    return response(200).json({
      ...skillsSuitability(jobSkills, skills),
      skills: jobSkills.map((skill) => ({ skill, matched: skillsSuitability([skill], skills).matched === 1 })),
    });
  }),
];

const meta = {
  title: 'Screens/Employer/Resumes/CompareResume',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/compare-resume/details/5?resumes=1,2' } satisfies ScreenParameters,
    msw: { handlers },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two resumes side by side: the verdict, the count, each criterion had or missing; a third can be added. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Senior Structural Engineer/ });
    const t = within(table);
    await expect(t.getByRole('link', { name: 'Hồng Đặng Thị' })).toHaveAttribute('href', '/resumes/2/detail');
    await expect(t.getByText('Suitable')).toBeVisible();
    await expect(t.getByText('Not suitable')).toBeVisible();
    await expect(t.getByText('5 of 6 (83%)')).toBeVisible();
    await expect(t.getByText('2 of 6 (33%)')).toBeVisible();
    const revit = t.getByRole('row', { name: /^Revit/ });
    await expect(within(revit).getAllByText('Has it')).toHaveLength(1);
    await expect(within(revit).getAllByText('Missing')).toHaveLength(1);
    await expect(t.getByText('Interview')).toBeVisible();
    // A third resume joins from the list of the job's nominations; the URL keeps the choice.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wei Ming Lim' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Wei Ming Lim' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove An Nguyễn Văn from the comparison' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'An Nguyễn Văn' })).toBeNull());
    await expect(canvas.getByRole('checkbox', { name: 'An Nguyễn Văn' })).not.toBeChecked();
  },
};

/** Fewer than two chosen: what to do next. */
export const Empty: Story = {
  parameters: { screen: { path: '/compare-resume/details/5' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Choose two or more resumes' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Hồng Đặng Thị' })).not.toBeChecked();
  },
};

/** Nobody nominated to the job yet: a way to find resumes. */
export const NoNominations: Story = {
  parameters: {
    screen: { path: '/compare-resume/details/5' } satisfies ScreenParameters,
    msw: {
      handlers: [armsHttp.get('/jobs/{id}/resumes', ({ response }) => response(200).json([])), ...handlers],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No resumes are nominated to this job yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find resumes to nominate' })).toHaveAttribute(
      'href',
      '/resumes/search?job=5',
    );
  },
};

/** Loading: a skeleton table while the resumes and their judgements come. */
export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.post('/resume/compare-criteria-skill', async ({ response }) => {
          await delay('infinite');
          return response(200).json({ matched: 0, total: 0, ratio: 0, verdict: 'suitable', skills: [] });
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByLabelText('Loading the comparison')).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A refused call: the catalogue message and "Try again". */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.post('/resume/compare-criteria-skill', ({ response }) =>
          response(403).json(errorBody('PERMISSION_NOT_ACCEPT')),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'The comparison could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A job of another company (or none): not found, with the way back. */
export const JobNotFound: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/jobs/{id}', ({ response }) => response(404).json(errorBody('NO_RECORD_FOUND_FOR_ID'))),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Job not found' })).toBeVisible();
  },
};

/** Vietnamese: family name first, the verdicts translated. */
export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /Senior Structural Engineer/ });
    await expect(within(table).getByRole('link', { name: 'Nguyễn Văn An' })).toBeVisible();
    await expect(within(table).getByText('Phù hợp')).toBeVisible();
    await expect(within(table).getByText('5/6 (83%)')).toBeVisible();
  },
};

/** Phone width: the table scrolls sideways inside its labelled region, names stay in their column. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: /Senior Structural Engineer/ })).toBeVisible();
  },
};
