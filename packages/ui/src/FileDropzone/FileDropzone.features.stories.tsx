import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropzone, type FileDropzoneFile } from './FileDropzone';
import { dropFiles, fileInput, fileOfSize, pngFile } from './storyFiles';

const meta = {
  title: 'Forms/FileDropzone/Features',
  component: FileDropzone,
  args: {
    label: 'Resume',
    accept: { 'application/pdf': ['.pdf'], 'application/msword': ['.doc'] },
    onFilesAccepted: fn(),
    onFileRejected: fn(),
    onFileRemove: fn(),
    onFilesChange: fn(),
  },
} satisfies Meta<typeof FileDropzone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AcceptsAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const cv = fileOfSize('cv.pdf', 'application/pdf', 300 * 1024);
    await userEvent.upload(fileInput(canvasElement), cv);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledWith([cv]));
    const list = canvas.getByRole('list', { name: 'Files' });
    await expect(within(list).getByText('cv.pdf')).toBeVisible();
    await expect(within(list).getByText('300 KB')).toBeVisible();
    await expect(within(list).getByText('Waiting to upload')).toBeVisible();
    await expect(args.onFileRejected).not.toHaveBeenCalled();
  },
};

/** A type outside `accept` is refused with the accepted formats; nothing reaches the caller. */
export const RefusesAType: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const photo = fileOfSize('photo.exe', 'application/x-msdownload', 1024);
    dropFiles(canvas.getByRole('button', { name: /choose a file/ }), [photo]);
    await waitFor(() => expect(args.onFileRejected).toHaveBeenCalled());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'photo.exe was not added: This file type is not accepted. Accepted formats: PDF, DOC',
    );
    await expect(args.onFileRejected).toHaveBeenCalledWith(photo, [
      { code: 'FileDropzone.invalidType', params: { formats: 'PDF, DOC' } },
    ]);
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

/** Spec section 5: the size message carries `{maxSize}` in MB (domain validateFileSize). */
export const RefusesATooLargeFile: Story = {
  args: { maxSizeMb: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Maximum size 1 MB/)).toBeVisible();
    const cv = fileOfSize('cv.pdf', 'application/pdf', 1.5 * 1024 * 1024);
    await userEvent.upload(fileInput(canvasElement), cv);
    await expect(await canvas.findByText(/File size must not exceed 1 MB/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('cv.pdf was not added');
    await expect(args.onFileRejected).toHaveBeenCalledWith(cv, [
      { field: 'file', code: 'domain.validation.file.tooLarge', params: { maxSize: 1 } },
    ]);
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

/** One file at a time unless `multiple`: of two dropped files the first is taken, the second refused. */
export const OneFileAtATime: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = fileOfSize('a.pdf', 'application/pdf', 10);
    const second = fileOfSize('b.pdf', 'application/pdf', 10);
    dropFiles(canvas.getByRole('button', { name: /choose a file/ }), [first, second]);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledWith([first]));
    await expect(args.onFileRejected).toHaveBeenCalledWith(second, [
      { code: 'FileDropzone.tooMany', params: { max: 1 } },
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('b.pdf was not added: Too many files: add at most 1');
  },
};

export const Multiple: Story = {
  args: { multiple: true, label: 'Documents' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Drag and drop files here, or choose files' })).toBeVisible();
    await userEvent.upload(fileInput(canvasElement), [
      fileOfSize('cv.pdf', 'application/pdf', 2048),
      fileOfSize('cover-letter.doc', 'application/msword', 4096),
    ]);
    const list = await canvas.findByRole('list', { name: 'Files' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(args.onFilesAccepted).toHaveBeenCalledOnce();
  },
};

/** Progress comes from the caller: a bar per uploading file, a status for the others. */
export const UploadProgress: Story = {
  args: {
    multiple: true,
    files: [
      { id: '1', name: 'cv.pdf', size: 512_000, status: 'uploading', progress: 40 },
      { id: '2', name: 'portfolio.pdf', size: 3_200_000, status: 'uploading' },
      { id: '3', name: 'cover-letter.pdf', size: 80_000, status: 'done' },
      { id: '4', name: 'certificate.pdf', size: 1_200_000, status: 'error', error: 'The server refused the file' },
      { id: '5', name: 'references.pdf', size: 20_000, status: 'queued' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress of cv.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress of portfolio.pdf' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    await expect(canvas.getByText('Uploading 40%')).toBeVisible();
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await expect(canvas.getByText('Upload failed')).toBeVisible();
    await expect(canvas.getByText('The server refused the file')).toBeVisible();
    await expect(canvas.getByText('Waiting to upload')).toBeVisible();
  },
};

/** The caller uploads: it lists accepted files and reports progress until each is done. */
function SimulatedUploads(props: { onFilesAccepted?: (files: File[]) => void }) {
  const [files, setFiles] = useState<FileDropzoneFile[]>([]);
  const uploading = files.some((file) => file.status === 'uploading');
  useEffect(() => {
    if (!uploading) return undefined;
    const timer = setInterval(() => {
      setFiles((current) =>
        current.map((file) => {
          if (file.status !== 'uploading') return file;
          const progress = (file.progress ?? 0) + 25;
          return progress >= 100 ? { ...file, progress: 100, status: 'done' } : { ...file, progress };
        }),
      );
    }, 60);
    return () => clearInterval(timer);
  }, [uploading]);
  return (
    <FileDropzone
      label="Resume"
      accept={{ 'application/pdf': ['.pdf'] }}
      multiple
      files={files}
      onFilesAccepted={(accepted) => {
        props.onFilesAccepted?.(accepted);
        setFiles((current) => [
          ...current,
          ...accepted.map((file) => ({
            id: `${file.name}-${current.length}`,
            name: file.name,
            size: file.size,
            status: 'uploading' as const,
            progress: 0,
          })),
        ]);
      }}
      onFileRemove={(removed) => setFiles((current) => current.filter((file) => file.id !== removed.id))}
    />
  );
}

export const SimulatedUpload: Story = {
  render: (args) => <SimulatedUploads onFilesAccepted={args.onFilesAccepted} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(fileInput(canvasElement), fileOfSize('cv.pdf', 'application/pdf', 100_000));
    await expect(await canvas.findByRole('progressbar', { name: 'Upload progress of cv.pdf' })).toBeVisible();
    await expect(await canvas.findByText('Uploaded', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Images are read in the browser and checked with domain validateImage: too few pixels are refused. */
export const ImageTooSmall: Story = {
  args: { kind: 'image', label: 'Profile photo', accept: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/At least 100 x 100 pixels/)).toBeVisible();
    const photo = await pngFile('avatar.png', 40, 40);
    await userEvent.upload(fileInput(canvasElement), photo);
    await waitFor(() => expect(args.onFileRejected).toHaveBeenCalled());
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'avatar.png was not added: Image must be at least 100 x 100 pixels',
    );
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

export const ImageAccepted: Story = {
  args: { kind: 'image', label: 'Profile photo', accept: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    const photo = await pngFile('avatar.png', 160, 120);
    await userEvent.upload(fileInput(canvasElement), photo);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledWith([photo]));
    await expect(within(canvas.getByRole('list', { name: 'Files' })).getByText('avatar.png')).toBeVisible();
  },
};

/** A file that claims to be an image but cannot be decoded, and a file of another type, are not images. */
export const NotAnImage: Story = {
  args: { kind: 'image', label: 'Profile photo', accept: undefined, multiple: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(canvas.getByRole('button', { name: /choose files/ }), [
      fileOfSize('broken.png', 'image/png', 64),
      fileOfSize('notes.txt', 'text/plain', 64),
    ]);
    await waitFor(() => expect(args.onFileRejected).toHaveBeenCalledTimes(2));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('broken.png was not added: Only image files are allowed');
    await expect(alert).toHaveTextContent('notes.txt was not added: Only image files are allowed');
    await expect(args.onFilesAccepted).not.toHaveBeenCalled();
  },
};

/**
 * Company logos: the recommended 250 x 60 is advice (domain logoSizeAdvice), not a refusal; a logo of
 * exactly that size passes the image checks, and a larger one of the same shape gets no advice.
 */
export const LogoAdvice: Story = {
  args: { kind: 'logo', label: 'Company logo', accept: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Recommended size is 250 x 60 pixels/)).toBeVisible();
    const square = await pngFile('square-logo.png', 300, 300);
    await userEvent.upload(fileInput(canvasElement), square);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenCalledWith([square]));
    await expect(canvas.getByRole('status')).toHaveTextContent('square-logo.png: Recommended size is 250 x 60 pixels');

    const recommended = await pngFile('logo-250x60.png', 250, 60);
    await userEvent.upload(fileInput(canvasElement), recommended);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenLastCalledWith([recommended]));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    const wide = await pngFile('wide-logo.png', 500, 120);
    await userEvent.upload(fileInput(canvasElement), wide);
    await waitFor(() => expect(args.onFilesAccepted).toHaveBeenLastCalledWith([wide]));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultFiles: [{ id: '1', name: 'cv.pdf', size: 2048, status: 'done' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /choose a file/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove cv.pdf' })).toBeDisabled();
  },
};
