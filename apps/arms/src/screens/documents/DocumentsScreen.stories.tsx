import type { components } from '@arms/api-client';
import { armsHttp, listOf } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAdminScreen, type ScreenParameters } from '../../stories/screenStory';
import { expectLoadFailed, expectText, loadingStory, onPhone, refusedStory } from '../../stories/listStories';

type Document = components['schemas']['Document'];

const aDocument = (overrides: Partial<Document> = {}): Document => ({
  id: 1,
  name: 'Employer guide.pdf',
  description: 'How to post jobs and manage nominations',
  mimeType: 'application/pdf',
  size: 245_000,
  publicKey: null,
  status: 1,
  createdAt: '2026-03-02T00:00:00.000Z',
  ...overrides,
});

const data = armsHttp.get('/documents', ({ response }) =>
  response(200).json(
    listOf([
      aDocument(),
      aDocument({
        id: 2,
        name: 'Mẫu hợp đồng lao động.docx',
        description: null,
        mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 52_000,
        publicKey: 'Zm9vYmFyYmF6cXV4cXV1eA',
        status: 0,
      }),
    ]),
  ),
);

const meta = {
  title: 'Screens/Admin/Content/Documents',
  decorators: [withAdminScreen],
  parameters: { layout: 'fullscreen', screen: { path: '/arms/documents' } satisfies ScreenParameters },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The documents with who sees them and whether they are shared; hiding one calls the API. */
export const Data: Story = {
  parameters: {
    msw: {
      handlers: [
        data,
        armsHttp.patch('/documents/{id}', async ({ request, response }) => {
          const body = await request.json();
          return response(200).json(aDocument({ status: body.status ?? 1 }));
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Employer guide.pdf')).toBeVisible());
    await expect(canvas.getByRole('switch', { name: 'Hide Employer guide.pdf from employers' })).toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Show Mẫu hợp đồng lao động.docx to employers' }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('button', { name: 'Copy the public link of Mẫu hợp đồng lao động.docx' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide Employer guide.pdf from employers' }));
    await waitFor(() => expect(within(document.body).getByText('Hidden from employers')).toBeVisible());
  },
};

/** Renaming a document: a blank name is refused on its field. */
export const Edit: Story = {
  parameters: { msw: { handlers: [data] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Employer guide.pdf' }));
    const drawer = within(await within(document.body).findByRole('dialog'));
    await userEvent.clear(drawer.getByLabelText(/^Name/));
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(drawer.getByText('Name is required')).toBeVisible());
  },
};

export const Loading: Story = loadingStory('/documents');

export const Empty: Story = {
  parameters: { msw: { handlers: [armsHttp.get('/documents', ({ response }) => response(200).json(listOf([])))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No documents yet')).toBeVisible());
    await expect(canvas.getByText('Upload documents')).toBeVisible();
  },
};

export const Error: Story = refusedStory('/documents', expectLoadFailed);

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  parameters: { msw: { handlers: [data] } },
  play: expectText('Mẫu hợp đồng lao động.docx'),
};

export const Phone: Story = {
  globals: onPhone,
  parameters: { msw: { handlers: [data] } },
  play: expectText('Employer guide.pdf'),
};
