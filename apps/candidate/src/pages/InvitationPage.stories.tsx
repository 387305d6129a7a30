import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aPublicJob, invitationHandlers } from '../api/mocks';
import type { CandidateStory } from '../components/CandidateStory';
import { inStoryLanguage, pageMeta, problemPlay, strings, vn } from './stories.shared';

const route = { page: 'invitation', jobId: 7, token: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6.signature' } as const;

const meta = {
  title: 'Candidate/InvitationPage',
  ...pageMeta,
  args: { route, handlers: invitationHandlers.ready(), lang: 'en' },
} satisfies Meta<typeof CandidateStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const cv = new File(['%PDF-1.4 CV'], 'linh-cv.pdf', { type: 'application/pdf' });

/** The job and the empty form, the invited address filled in. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const s = strings(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Senior Civil Engineer' });
    // The story's language reaches the page (the vn variants really are in Vietnamese).
    await inStoryLanguage(canvasElement, globals);
    await expect(canvas.getByLabelText(s.apply.email)).toHaveValue('linh.nguyen@example.com');
  },
};
export const DefaultVn: Story = { ...Default, ...vn };

/** An anonymous posting, no salary stated, no policy. */
export const AnonymousEmployer: Story = {
  args: {
    handlers: invitationHandlers.ready(
      aPublicJob({
        companyName: null,
        logoUrl: null,
        salaryMin: null,
        salaryMax: null,
        salaryNegotiable: true,
        dataProtectionPolicy: null,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const s = strings(canvasElement);
    await within(canvasElement).findByText(s.job.anonymous);
  },
};
export const AnonymousEmployerVn: Story = { ...AnonymousEmployer, ...vn };

/** Skeletons while the job loads. */
export const Loading: Story = { args: { handlers: invitationHandlers.loading } };
export const LoadingVn: Story = { ...Loading, ...vn };

/** Sending with nothing chosen: each problem under its field, the first field focused. */
export const MissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const s = strings(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.clear(canvas.getByLabelText(s.apply.email));
    await userEvent.click(canvas.getByRole('button', { name: s.apply.submit }));
    await waitFor(() => expect(canvas.getByLabelText(s.apply.firstName)).toHaveFocus());
    await expect(canvas.getAllByText(s.validation.required)).toHaveLength(4);
    await expect(canvas.getByText(s.validation.consent)).toBeVisible();
  },
};
export const MissingFieldsVn: Story = { ...MissingFields, ...vn };

const fillForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const s = strings(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await userEvent.type(canvas.getByLabelText(s.apply.firstName), 'Linh');
  await userEvent.type(canvas.getByLabelText(s.apply.phone), '+84 912 345 678');
  await userEvent.upload(canvas.getByLabelText(s.apply.cv), cv);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: s.apply.submit }));
  return { canvas, s };
};

/** Sent: the confirmation takes the form's place. */
export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, s } = await fillForm(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: s.apply.doneTitle });
  },
};
export const AppliedVn: Story = { ...Applied, ...vn };

/** Sending: the upload's progress, announced politely; a second tap does nothing. */
export const Sending: Story = {
  args: { handlers: invitationHandlers.sending },
  play: async ({ canvasElement }) => {
    const { canvas, s } = await fillForm(canvasElement);
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('value', '40');
    await expect(canvas.getByText(s.apply.uploading.replace('{percent}', '40'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: s.apply.sending })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const SendingVn: Story = { ...Sending, ...vn };

/** The network fails while sending: everything typed stays, one tap sends again. */
export const SubmitFailed: Story = {
  args: { handlers: invitationHandlers.submitFails },
  play: async ({ canvasElement }) => {
    const { canvas, s } = await fillForm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(s.apply.failed);
    await expect(canvas.getByLabelText(s.apply.firstName)).toHaveValue('Linh');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('button', { name: s.apply.retry })).toBeVisible();
  },
};
export const SubmitFailedVn: Story = { ...SubmitFailed, ...vn };

/** The server refuses the file by its content: said under the CV field. */
export const CvRefused: Story = {
  args: { handlers: invitationHandlers.cvRefused },
  play: async ({ canvasElement }) => {
    const { canvas, s } = await fillForm(canvasElement);
    await canvas.findByText(s.validation.cvType);
    await waitFor(() => expect(canvas.getByLabelText(s.apply.cv)).toHaveFocus());
  },
};
export const CvRefusedVn: Story = { ...CvRefused, ...vn };

/** A link past its day. */
export const Expired: Story = {
  args: { handlers: invitationHandlers.expired },
  play: problemPlay((s) => s.problem.expired.title),
};
export const ExpiredVn: Story = { ...Expired, ...vn };

/** A cut or altered link. */
export const Invalid: Story = {
  args: { handlers: invitationHandlers.invalid },
  play: problemPlay((s) => s.problem.invalid.title),
};
export const InvalidVn: Story = { ...Invalid, ...vn };

/** The link was used: the application already arrived. */
export const AlreadyApplied: Story = {
  args: { handlers: invitationHandlers.applied },
  play: problemPlay((s) => s.problem.appliedAlready.title),
};
export const AlreadyAppliedVn: Story = { ...AlreadyApplied, ...vn };

/** The service cannot be reached: try again. */
export const Unreachable: Story = {
  args: { handlers: invitationHandlers.unreachable },
  play: async ({ canvasElement }) => {
    const s = strings(canvasElement);
    await within(canvasElement).findByRole('button', { name: s.problem.retry });
  },
};
export const UnreachableVn: Story = { ...Unreachable, ...vn };
