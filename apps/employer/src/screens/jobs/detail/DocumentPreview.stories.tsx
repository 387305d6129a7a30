import { armsHttp } from '@arms/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, within } from 'storybook/test';
import { withEmployerScreen, type ScreenParameters } from '../../../stories/screenStory';
import { detailHandlers } from './fixtures';

const pdf = {
  id: 5,
  ownerId: 1,
  kind: 'costing',
  name: 'Costing.pdf',
  mimeType: 'application/pdf',
  size: 1024,
  createdBy: 1,
  createdAt: '2026-01-10T08:00:00.000Z',
};
// The smallest PDF that Chromium's viewer opens.
const pdfBytes = `%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF`;

// Annotated, not inferred: the handlers' msw types cannot be named from this package.
const meta: Meta = {
  title: 'Screens/Employer/Jobs/DocumentPreview',
  decorators: [withEmployerScreen],
  parameters: {
    layout: 'fullscreen',
    screen: { path: '/jobs/1/application/1/preview/9' } satisfies ScreenParameters,
    msw: { handlers: detailHandlers() },
  },
};

export default meta;
type Story = StoryObj<typeof meta>;

/** A Word document cannot be shown inline: it is offered as a download. */
export const NotPdf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This file cannot be shown here. Download it to open it.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** A costing PDF shown inline. */
export const Pdf: Story = {
  parameters: {
    screen: { path: '/jobs/1/other-documents/1/preview/5' } satisfies ScreenParameters,
    msw: {
      handlers: [
        armsHttp.get('/job-resumes/{id}/costing', ({ response }) => response(200).json([pdf])),
        armsHttp.get(
          '/nomination-costing/{id}/download',
          () => new Response(pdfBytes, { headers: { 'content-type': 'application/pdf' } }),
        ),
        ...detailHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('The document Costing.pdf', {}, { timeout: 5000 });
    await expect(frame.getAttribute('src')).toMatch(/^blob:/);
  },
};

export const NotFound: Story = {
  parameters: { screen: { path: '/jobs/1/application/1/preview/999' } satisfies ScreenParameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This document is not attached to the nomination.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        armsHttp.get('/job-resumes/{id}/documents', async ({ response }) => {
          await delay('infinite');
          return response(200).json([]);
        }),
        ...detailHandlers(),
      ],
    },
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Tải xuống' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};
