import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../../stories/screenStory';
import { detailHandlers, errorHandlers, loadingHandlers } from './fixtures';
import { refused } from '../../../stories/listHandlers';

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Jobs/JobDetail',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/jobs/1/detail' } satisfies ScreenParameters,
    msw: { handlers: detailHandlers() },
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (parameters: ScreenParameters) => parameters;

/** The open nomination drawer (Văn An Nguyễn's), its section named `name`, and the page body for its dialogs. */
async function drawerSection(canvasElement: HTMLElement, name: string) {
  const body = within(canvasElement.ownerDocument.body);
  const drawer = await body.findByRole('dialog', { name: 'Văn An Nguyễn' }, { timeout: 5000 });
  const section = await within(drawer).findByRole('region', { name }, { timeout: 5000 });
  return { body, drawer, section };
}

/** The pipeline: one column per nomination status, with counts; empty ones are thin strips. */
export const Pipeline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Senior Civil Engineer' }, { timeout: 5000 }),
    ).toBeVisible();
    const board = await canvas.findByRole('group', { name: 'Pipeline of Senior Civil Engineer' });
    await expect(within(board).getByRole('region', { name: 'Open: 2' })).toBeVisible();
    await expect(within(board).getByRole('region', { name: 'Commenced: 0' })).toHaveAttribute('data-collapsed', 'true');
    // A card shows the candidate's current title; one without a work experience falls back to the nomination date.
    await expect(within(board).getByText('Project Manager')).toBeVisible();
    await expect(within(board).getByText(/^Nominated/)).toBeVisible();
  },
};

/** "Move to…" offers only the transitions @arms/domain allows from the card's status. */
export const MoveToMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Priya Raman to…' }, { timeout: 5000 }));
    const menu = await canvas.findByRole('dialog', { name: 'Move Priya Raman to…' });
    await expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Not Suitable/No Feedback', 'Interview', 'Under Review']);
  },
};

/** Moving to Interview asks for the interview first (mode, place or link, time and time zone). */
export const MoveToInterviewAsksForTheInterview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Move Priya Raman to…' }, { timeout: 5000 }));
    const menu = await canvas.findByRole('dialog', { name: 'Move Priya Raman to…' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Interview' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Schedule an interview with Priya Raman' });
    await expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule and send invitation' }));
    // In person needs a place: the rule stops the submit before anything is sent.
    await expect(
      await within(dialog).findByText('Enter where the interview takes place', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const NominationDrawer: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?nomination=1' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawer = await canvas.findByRole('dialog', { name: 'Văn An Nguyễn' }, { timeout: 5000 });
    await expect(
      await within(drawer).findByText('Strong on site supervision; asked about relocation.', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Schedule interview' })).toBeVisible();
    await expect(
      await within(drawer).findByRole('link', { name: 'Preview Certificate.docx' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/jobs/1/application/1/preview/9');
  },
};

/** The hiring manager's answer from the feedback link: the action, the comment, who and when. */
export const NominationFeedback: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?nomination=1' }) },
  play: async ({ canvasElement }) => {
    const { section: feedback } = await drawerSection(canvasElement, "Hiring manager's feedback");
    await waitFor(() => expect(within(feedback).getByText('Arrange For Interview')).toBeVisible(), { timeout: 5000 });
    await expect(within(feedback).getByText('Strong site experience; Tuesday works.')).toBeVisible();
    await expect(within(feedback).getByText(/^grace\.lim@example\.test · /)).toBeVisible();
  },
};

/** No answer yet: the drawer says how the hiring manager is asked. */
export const NominationFeedbackNone: Story = {
  parameters: {
    screen: screen({ path: '/jobs/1/detail?nomination=1' }),
    msw: {
      handlers: [
        armsHttp.get('/job-resumes/{id}/feedback', ({ response }) => response(200).json([])),
        ...detailHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const { section: feedback } = await drawerSection(canvasElement, "Hiring manager's feedback");
    await waitFor(() => expect(within(feedback).getByText(/^No answer yet\./)).toBeVisible(), { timeout: 5000 });
  },
};

/** The feedback does not load: the catalogue's message and Try again, the rest of the drawer still works. */
export const NominationFeedbackError: Story = {
  parameters: {
    screen: screen({ path: '/jobs/1/detail?nomination=1' }),
    msw: {
      handlers: [refused('/job-resumes/{id}/feedback', 403, 'USER_NOT_ALLOWED'), ...detailHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const { section: feedback } = await drawerSection(canvasElement, "Hiring manager's feedback");
    await waitFor(() => expect(within(feedback).getByRole('alert')).toBeVisible(), { timeout: 5000 });
    await expect(within(feedback).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Vietnamese: the action from the domain's vocabulary, the section in Vietnamese. */
export const NominationFeedbackVietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: screen({ path: '/jobs/1/detail?nomination=1' }) },
  play: async ({ canvasElement }) => {
    const { section: feedback } = await drawerSection(canvasElement, 'Phản hồi của quản lý tuyển dụng');
    await waitFor(() => expect(within(feedback).getByText('Sắp xếp phỏng vấn')).toBeVisible(), { timeout: 5000 });
  },
};

/** The drawer lists the nomination's interviews; a scheduled one can be rescheduled or cancelled. */
export const NominationInterviews: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?nomination=1' }) },
  play: async ({ canvasElement }) => {
    const { body, section: list } = await drawerSection(canvasElement, 'Interviews');
    await expect(await within(list).findAllByRole('listitem', {}, { timeout: 5000 })).toHaveLength(2);
    await expect(within(list).getByText('Cancelled')).toBeVisible();
    // Only the scheduled one offers the actions.
    await expect(within(list).getAllByRole('button', { name: /^Reschedule/ })).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: /^Reschedule/ }));
    const dialog = await body.findByRole('dialog', { name: 'Reschedule the interview with Văn An Nguyễn' });
    await expect(within(dialog).getByLabelText(/^Start time/)).toHaveValue('10:00');
    await expect(within(dialog).getByRole('textbox', { name: /^Place/ })).toHaveValue('10 Anson Road, #20-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reschedule and send update' }));
    await expect(
      await body.findByText(
        'Interview rescheduled; the update was sent to an.nguyen@example.test.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Cancelling asks first, then the candidate and the hiring manager get the cancellation. */
export const NominationInterviewCancel: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?nomination=1' }) },
  play: async ({ canvasElement }) => {
    const { body, section: list } = await drawerSection(canvasElement, 'Interviews');
    await userEvent.click(await within(list).findByRole('button', { name: /^Cancel interview/ }, { timeout: 5000 }));
    const confirm = await body.findByRole('alertdialog', { name: 'Cancel this interview?' }, { timeout: 5000 });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel interview' }));
    await expect(
      await body.findByText('Interview cancelled; the cancellation was sent.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const NominationsTable: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?tab=nominations' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Nominations of Senior Civil Engineer' }, { timeout: 5000 });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(6));
  },
};

const chooseBulkStatus = async (canvasElement: HTMLElement, names: string[], status: string) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('table', { name: 'Nominations of Senior Civil Engineer' }, { timeout: 5000 });
  for (const name of names) await userEvent.click(await canvas.findByRole('checkbox', { name: `Select ${name}` }));
  const bar = canvas.getByRole('group', { name: 'Bulk actions' });
  await userEvent.click(within(bar).getByRole('button', { name: 'Show options' }));
  const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox', { name: 'Move selected to' });
  await userEvent.click(within(listbox).getByRole('option', { name: status }));
  return bar;
};

/** The selected rows move together in one request, all or nothing. */
export const NominationsBulkMove: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?tab=nominations' }) },
  play: async ({ canvasElement }) => {
    const bar = await chooseBulkStatus(canvasElement, ['Văn An Nguyễn', 'Priya Raman'], 'Under Review');
    await userEvent.click(within(bar).getByRole('button', { name: 'Move 2 selected' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('2 moved to Under Review.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A move the transitions refuse for one row refuses the batch, naming that row, before anything is sent. */
export const NominationsBulkMoveRefused: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?tab=nominations' }) },
  play: async ({ canvasElement }) => {
    const bar = await chooseBulkStatus(canvasElement, ['Văn An Nguyễn', 'Wei Ming Tan'], 'Job Offered');
    await expect(within(bar).getByRole('alert')).toHaveTextContent(
      'Nothing moved: Văn An Nguyễn cannot move to Job Offered from their current status.',
    );
    await expect(within(bar).getByRole('button', { name: 'Move 2 selected' })).toBeDisabled();
  },
};

/** Interviews are scheduled one by one: a bulk move to Interview is refused with the reason. */
export const NominationsBulkInterviewRefused: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?tab=nominations' }) },
  play: async ({ canvasElement }) => {
    const bar = await chooseBulkStatus(canvasElement, ['Văn An Nguyễn', 'Priya Raman'], 'Interview');
    await expect(within(bar).getByRole('alert')).toHaveTextContent(/Interviews are scheduled one by one/);
    await expect(within(bar).getByRole('button', { name: 'Move 2 selected' })).toBeDisabled();
  },
};

export const Overview: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?tab=overview' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Lead the civil works of a 40-storey tower in Tanjong Pagar.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Documents: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?tab=documents' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Job description.pdf', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const History: Story = {
  parameters: { screen: screen({ path: '/jobs/1/detail?tab=history' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Mei Ling Tan/, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** No nomination yet: the board says what to do first. */
export const Empty: Story = {
  parameters: { msw: { handlers: detailHandlers([]) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No resume is nominated to this job yet.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = { parameters: { msw: { handlers: loadingHandlers } } };

/** Another company's job or a deleted one: the catalogue message and a way back. */
export const Error: Story = {
  parameters: { msw: { handlers: errorHandlers } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};

/** The nominations fail to load while the job loads: the board shows the error with a retry. */
export const NominationsError: Story = {
  parameters: {
    msw: {
      handlers: [refused('/jobs/{id}/resumes', 403, 'USER_NOT_ALLOWED'), ...detailHandlers()],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toBeVisible();
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('group', { name: 'Quy trình tuyển Senior Civil Engineer' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Đề cử hồ sơ' })).toBeVisible();
  },
};

export const VietnameseDrawer: Story = {
  globals: { lang: 'vn' },
  parameters: { screen: screen({ path: '/jobs/1/detail?nomination=1' }) },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog', { name: 'Văn An Nguyễn' }, { timeout: 5000 });
    await expect(
      await within(drawer).findByRole('button', { name: 'Lên lịch phỏng vấn' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
