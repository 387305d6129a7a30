import { aJob, armsHttp, aResumeSummary, errorBody, listOf, searchAnswerOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../stories/screenStory';
import { referenceHandlers } from './storyMocks';
import { answering, neverAnswers, refuses, screenParameters, showsTryAgain } from './storyStates';

const job = aJob({
  id: 5,
  position: 'Bridge engineer',
  skills: ['Civil engineering', 'AutoCAD', 'Project management', 'Revit', 'ETABS'],
});
const rows = [
  aResumeSummary({ id: 1 }),
  aResumeSummary({
    id: 2,
    firstName: 'Hồng',
    lastName: 'Đặng Thị',
    skills: ['Kỹ sư kết cấu', 'AutoCAD', 'Revit', 'ETABS', 'Civil engineering', 'Project management'],
  }),
];
const common = [
  ...referenceHandlers,
  armsHttp.get('/jobs', ({ response }) => response(200).json(listOf([job]))),
  armsHttp.get('/departments', ({ response }) => response(200).json(listOf([]))),
];

const meta = {
  title: 'Screens/Employer/Resumes/ResumeSearch',
  decorators: [withEmployerScreen],
  parameters: screenParameters('/resumes/search?bq=autocad%20AND%20revit&job=5', [
    ...common,
    armsHttp.post('/resumes/search', ({ response }) => response(200).json(searchAnswerOf(rows))),
  ]),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results with the query's skills marked and the suitability rule against the chosen job. */
export const Data: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Hồng Đặng Thị' }, { timeout: 5000 });
    const marked = canvasElement.querySelectorAll('mark');
    await expect([...marked].map((m) => m.textContent)).toEqual(['AutoCAD', 'AutoCAD', 'Revit']);
    await expect(await canvas.findByText('Suitable')).toBeVisible();
    await expect(canvas.getByText('Not suitable')).toBeVisible();
    await expect(canvas.getByText('Missing: Revit, ETABS')).toBeVisible();
  },
};

/** Two results ticked with a job chosen: a link compares them against the job's criteria. */
export const CompareSelected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Hồng Đặng Thị' }, { timeout: 5000 });
    await expect(canvas.queryByRole('link', { name: /Compare/ })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'An Nguyễn Văn' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hồng Đặng Thị' }));
    await expect(canvas.getByRole('link', { name: 'Compare 2 against the job' })).toHaveAttribute(
      'href',
      '/compare-resume/details/5?resumes=1,2',
    );
  },
};

/** A malformed query: the WRONG_SEARCH_FORMAT message and the offending part marked; Enter does not search. */
export const MalformedQuery: Story = {
  parameters: { screen: { path: '/resumes/search' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('searchbox', { name: /Skills \(Boolean\)/ }, { timeout: 5000 });
    await userEvent.type(input, 'java AND (python{Enter}');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    await expect(input).toHaveAccessibleDescription(
      /Oops, there are errors in your Boolean operators\. .*character 10/,
    );
  },
};

/** Selecting results and nominating them to a job in bulk. */
export const NominateInBulk: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        armsHttp.post('/resumes/search', ({ response }) => response(200).json(searchAnswerOf(rows))),
        armsHttp.post('/job-resumes', ({ response }) => response(409).json(errorBody('VALIDATION_ERROR'))),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Hồng Đặng Thị' }, { timeout: 5000 });
    await userEvent.click(canvas.getByRole('checkbox', { name: /2 resumes found/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Nominate 2 selected' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('heading', { name: 'Nominate 2 resumes' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: answering(neverAnswers('post', '/resumes/search'), common) };

/** A broad search: the API stops counting at 1,000 (docs/decisions/0183) and the screen says so. */
export const MoreThanTheCount: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        armsHttp.post('/resumes/search', ({ response }) =>
          response(200).json(searchAnswerOf(rows, { total: 1000, totalIsEstimate: true })),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: /More than 1000 resumes found/ })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [...common, armsHttp.post('/resumes/search', ({ response }) => response(200).json(searchAnswerOf([])))],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No resumes match these filters' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: answering(refuses(400, 'WRONG_SEARCH_FORMAT', 'post', '/resumes/search'), common),
  play: showsTryAgain,
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Tìm kiếm hồ sơ' })).toBeVisible());
    await expect(await canvas.findByRole('link', { name: 'Đặng Thị Hồng' })).toBeVisible();
  },
};
