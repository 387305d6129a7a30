import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aFeedbackView, feedbackHandlers } from '../api/mocks';
import type { CandidateStory } from '../components/CandidateStory';
import { inStoryLanguage, pageMeta, problemPlay, strings, vn } from './stories.shared';

const route = { page: 'feedback', token: 'f1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6.signature' } as const;

const meta = {
  title: 'Candidate/FeedbackPage',
  ...pageMeta,
  args: { route, handlers: feedbackHandlers.ready(), lang: 'en' },
} satisfies Meta<typeof CandidateStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The nominated candidate's summary and the five decisions. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Minh Trần' });
    // The story's language reaches the page (the vn variants really are in Vietnamese).
    await inStoryLanguage(canvasElement, globals);
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
  },
};
export const DefaultVn: Story = { ...Default, ...vn };

/** A candidate with nothing but a name: no empty sections. */
export const SparseCandidate: Story = {
  args: {
    handlers: feedbackHandlers.ready(
      aFeedbackView({
        candidate: { firstName: 'An', lastName: '', skills: [], experienceMonths: null, availability: null },
        remarks: null,
        logoUrl: null,
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'An' });
  },
};
export const SparseCandidateVn: Story = { ...SparseCandidate, ...vn };

export const Loading: Story = { args: { handlers: feedbackHandlers.loading } };
export const LoadingVn: Story = { ...Loading, ...vn };

/** Sending without a decision asks for one. */
export const MissingDecision: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const s = strings(canvasElement);
    await canvas.findByRole('heading', { level: 1 });
    await userEvent.click(canvas.getByRole('button', { name: s.feedback.submit }));
    await canvas.findByText(s.validation.action);
    await waitFor(() => expect(canvas.getAllByRole('radio')[0]).toHaveFocus());
  },
};
export const MissingDecisionVn: Story = { ...MissingDecision, ...vn };

const answer = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const s = strings(canvasElement);
  await canvas.findByRole('heading', { level: 1 });
  await userEvent.click(canvas.getByRole('radio', { name: s.feedback.actions.arrangeForInterview }));
  await userEvent.type(canvas.getByLabelText(s.feedback.comment), 'Tuesday works.');
  await userEvent.click(canvas.getByRole('button', { name: s.feedback.submit }));
  return { canvas, s };
};

/** "Arrange for interview" with a comment, sent. */
export const Answered: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, s } = await answer(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: s.feedback.doneTitle });
  },
};
export const AnsweredVn: Story = { ...Answered, ...vn };

/** The server fails while sending: the choice and the comment stay. */
export const SubmitFailed: Story = {
  args: { handlers: feedbackHandlers.submitFails },
  play: async ({ canvasElement }) => {
    const { canvas, s } = await answer(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(s.feedback.failed);
    await expect(canvas.getByRole('radio', { name: s.feedback.actions.arrangeForInterview })).toBeChecked();
    await expect(canvas.getByLabelText(s.feedback.comment)).toHaveValue('Tuesday works.');
  },
};
export const SubmitFailedVn: Story = { ...SubmitFailed, ...vn };

export const Expired: Story = {
  args: { handlers: feedbackHandlers.expired },
  play: problemPlay((s) => s.problem.expired.title),
};
export const ExpiredVn: Story = { ...Expired, ...vn };

export const Invalid: Story = {
  args: { handlers: feedbackHandlers.invalid },
  play: problemPlay((s) => s.problem.invalid.title),
};
export const InvalidVn: Story = { ...Invalid, ...vn };

/** The link already took its answer. */
export const AlreadyAnswered: Story = {
  args: { handlers: feedbackHandlers.answered },
  play: problemPlay((s) => s.problem.answeredAlready.title),
};
export const AlreadyAnsweredVn: Story = { ...AlreadyAnswered, ...vn };

/** The service cannot be reached: try again. */
export const Unreachable: Story = {
  args: { handlers: feedbackHandlers.unreachable },
  play: async ({ canvasElement }) => {
    const s = strings(canvasElement);
    await within(canvasElement).findByRole('heading', { level: 1, name: s.problem.unreachable.title });
    await expect(within(canvasElement).getByRole('button', { name: s.problem.retry })).toBeVisible();
  },
};
export const UnreachableVn: Story = { ...Unreachable, ...vn };
