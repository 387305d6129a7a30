import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { FileDropzone } from './FileDropzone';
import { fileInput } from './storyFiles';

const resumeTypes = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
};

const meta = {
  title: 'Forms/FileDropzone',
  component: FileDropzone,
  args: {
    label: 'Resume',
    accept: resumeTypes,
    onFilesAccepted: fn(),
    onFileRejected: fn(),
    onFileRemove: fn(),
    onFilesChange: fn(),
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { multiple: true, maxFiles: 3, maxSizeMb: 2, hint: 'Your latest CV and cover letter', disabled: false },
};

/** The drop area is a button: Enter and Space open the file picker; each file has a remove button. */
export const ChooseAndRemoveWithKeyboard: Story = {
  args: { defaultFiles: [{ id: 'cv-1', name: 'cv-2025.pdf', size: 245_000, status: 'done' }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const picker = spyOn(fileInput(canvasElement), 'click').mockImplementation(() => {});
    const choose = canvas.getByRole('button', { name: 'Drag and drop a file here, or choose a file' });
    await expect(choose).toHaveAccessibleDescription('Accepted formats: PDF, DOC, DOCX · Maximum size 5 MB');

    await userEvent.tab();
    await expect(choose).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(picker).toHaveBeenCalledTimes(2);
    picker.mockRestore();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove cv-2025.pdf' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFileRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'cv-1' }));
    await expect(canvas.queryByRole('list', { name: 'Files' })).not.toBeInTheDocument();
    await expect(args.onFilesChange).toHaveBeenLastCalledWith([]);
  },
};

export const Vietnamese: Story = {
  globals: { lang: 'vn' },
  args: {
    label: 'Hồ sơ',
    defaultFiles: [{ id: 'cv-1', name: 'ho-so.pdf', size: 1_572_864, status: 'uploading', progress: 60 }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Kéo và thả tệp vào đây, hoặc chọn tệp' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Tiến độ tải lên của ho-so.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(canvas.getByText('1,5 MB')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Xóa ho-so.pdf' })).toBeVisible();
  },
};
