import {
  defaultImageLimits,
  companyLogoSize,
  issue,
  localeFor,
  logoSizeAdvice,
  validateFileSize,
  validateImage,
  type ImageLimits,
} from '@arms/domain';
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import {
  DropArea,
  Field,
  FileError,
  FileItem,
  FileList,
  FileMeta,
  FileName,
  Hint,
  Label,
  Messages,
  PickButton,
  PickText,
  Progress,
  RemoveButton,
} from './FileDropzone.styles';
import { acceptOfImageTypes, formatsOf, type FileDropzoneAccept } from './formats';
import { readImageSize } from './readImageSize';
import { fileDropzoneStrings } from './FileDropzone.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { FileDropzone: fileDropzoneStrings };

/** Where a file of the list is in its upload, as the caller reports it. */
export type FileDropzoneFileStatus = 'queued' | 'uploading' | 'done' | 'error';

/** One file of the list under the drop area; the caller drives its progress. */
export interface FileDropzoneFile {
  /** A stable id. */
  id: string;
  name: string;
  /** Size in bytes. */
  size: number;
  /** Upload progress from 0 to 100 while `uploading`; without it the bar is indeterminate. @default undefined */
  progress?: number;
  status: FileDropzoneFileStatus;
  /** An already translated reason shown under a file with `status: 'error'`. @default undefined */
  error?: ReactNode;
  /** The file itself, when the list was built by the component (uncontrolled). @default undefined */
  file?: File;
}

/**
 * Why a file was refused or what is advised about it: an i18n key (`domain.validation.*`, or
 * `FileDropzone.*` of the `ui` namespace) and its interpolation values. Domain validation issues fit.
 */
export interface FileDropzoneIssue {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** What the drop area is doing. */
export type FileDropzoneState = 'idle' | 'dragging' | 'rejecting' | 'checking' | 'disabled';

type FileDropzoneKindProps =
  | {
      /** Any file (`file`), an image, or a company logo (an image with the 250 x 60 advice). @default 'file' */
      kind?: 'file';
      /** Accepted MIME types with their extensions; any type when omitted. @default undefined */
      accept?: FileDropzoneAccept;
      imageLimits?: never;
    }
  | {
      kind: 'image' | 'logo';
      accept?: never;
      /**
       * Type, size and minimum pixel limits of images (docs/decisions/0016). Logos have no pixel minimum
       * of their own: the recommended 250 x 60 is advice, and the image default (100 x 100) would refuse
       * it. @default defaultImageLimits; for `logo`, the same without a pixel minimum
       */
      imageLimits?: ImageLimits;
    };

interface FileDropzoneBaseProps {
  /** The visible label of the field. */
  label: ReactNode;
  /** Extra help under the drop area, after the accepted formats and the size limit. @default undefined */
  hint?: ReactNode;
  /** The size limit in MB (spec section 5: the message shows `{maxSize}` in MB); overrides the image limit. @default 5 */
  maxSizeMb?: number;
  /** Accepts several files at once; a single file otherwise replaces the list. @default false */
  multiple?: boolean;
  /** The most files one drop may add when `multiple`; 0 is no limit. @default 0 */
  maxFiles?: number;
  /** The files to list (controlled): the caller adds them on `onFilesAccepted` and reports progress. @default undefined */
  files?: readonly FileDropzoneFile[];
  /** The initial list when uncontrolled; accepted files are then added as `queued`. @default [] */
  defaultFiles?: readonly FileDropzoneFile[];
  /** Hears every change of the list the component proposes (files added or removed). @default undefined */
  onFilesChange?: (files: readonly FileDropzoneFile[]) => void;
  /** Receives the files that passed every check; upload them here. The component never uploads. @default undefined */
  onFilesAccepted?: (files: File[]) => void;
  /** Called for each refused file with the reasons. @default undefined */
  onFileRejected?: (file: File, issues: readonly FileDropzoneIssue[]) => void;
  /** Called when the user removes a file from the list. @default undefined */
  onFileRemove?: (file: FileDropzoneFile) => void;
  /** Refuses drops, the file picker and removing files; the zone shows it is disabled. @default false */
  disabled?: boolean;
}

export type FileDropzoneProps = FileDropzoneBaseProps & FileDropzoneKindProps;

interface Refusal {
  name: string;
  issues: readonly FileDropzoneIssue[];
}

export type { FileDropzoneAccept };

// Any decodable logo passes the pixel check; logoSizeAdvice speaks about its size (section 5).
const logoLimits: ImageLimits = { ...defaultImageLimits, minWidth: 1, minHeight: 1 };

const noFiles: readonly FileDropzoneFile[] = [];

/**
 * A drop area for files and images: drag and drop, or a button that opens the file picker (Enter or
 * Space). Files are checked with the domain rules of section 5 (size in MB; images: type, size and
 * minimum pixels read in the browser; company logos get the 250 x 60 advice) and handed to the caller,
 * which uploads them and reports each file's progress back through `files`.
 */
export function FileDropzone(props: FileDropzoneProps) {
  const {
    label,
    hint,
    kind = 'file',
    multiple = false,
    maxFiles = 0,
    files: filesProp,
    defaultFiles = noFiles,
    onFilesChange,
    onFilesAccepted,
    onFileRejected,
    onFileRemove,
    disabled = false,
  } = props;
  const { t, i18n } = useUiTranslation(uiStrings);
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const hintId = `${baseId}-hint`;
  const isImage = kind !== 'file';
  const imageLimits: ImageLimits = {
    ...(props.imageLimits ?? (kind === 'logo' ? logoLimits : defaultImageLimits)),
    ...(props.maxSizeMb !== undefined ? { maxSizeMb: props.maxSizeMb } : {}),
  };
  const maxSizeMb = isImage ? imageLimits.maxSizeMb : (props.maxSizeMb ?? defaultImageLimits.maxSizeMb);
  const accept = isImage ? acceptOfImageTypes(imageLimits.types) : props.accept;
  const formats = formatsOf(accept);

  const [files, setFiles] = useControllableState({
    value: filesProp,
    defaultValue: defaultFiles,
    onValueChange: onFilesChange,
  });
  const [refusals, setRefusals] = useState<readonly Refusal[]>([]);
  const [advice, setAdvice] = useState<readonly Refusal[]>([]);
  // Issues found by the (asynchronous) validator, read back when react-dropzone reports the drop.
  const found = useRef(new WeakMap<File, { issues: FileDropzoneIssue[]; advice: FileDropzoneIssue[] }>());
  const nextId = useRef(0);

  const check = async (file: File) => {
    let issues: FileDropzoneIssue[];
    let advised: FileDropzoneIssue[] = [];
    if (!isImage) issues = validateFileSize(file.size, maxSizeMb, 'file');
    else {
      // The type rule first (no pixel limit can fail at infinity), so that only images are decoded.
      const typeIssues = validateImage(
        { type: file.type, size: file.size, width: Infinity, height: Infinity },
        imageLimits,
      );
      const size = typeIssues.length > 0 ? undefined : await readImageSize(file);
      if (typeIssues.length > 0) issues = typeIssues;
      else if (!size) issues = [issue('image', 'domain.validation.image.notImage')];
      else {
        issues = validateImage({ type: file.type, size: file.size, ...size }, imageLimits);
        if (kind === 'logo') advised = logoSizeAdvice(size);
      }
    }
    found.current.set(file, { issues, advice: advised });
    return issues.length > 0 ? issues.map((i) => ({ code: i.code, message: i.code })) : null;
  };

  const issuesOf = (rejection: FileRejection): FileDropzoneIssue[] => {
    const own = found.current.get(rejection.file)?.issues ?? [];
    const library = rejection.errors
      .filter((error) => !own.some((i) => i.code === error.code))
      .map((error): FileDropzoneIssue => {
        if (error.code === 'file-invalid-type')
          return formats
            ? { code: 'FileDropzone.invalidType', params: { formats } }
            : { code: 'FileDropzone.anyType', params: {} };
        if (error.code === 'too-many-files') return { code: 'FileDropzone.tooMany', params: { max: maxFiles || 1 } };
        return { code: 'FileDropzone.notReadable', params: {} };
      });
    return [...own, ...library];
  };

  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    const refused = rejected.map((rejection) => ({ file: rejection.file, issues: issuesOf(rejection) }));
    for (const { file, issues } of refused) onFileRejected?.(file, issues);
    setRefusals(refused.map(({ file, issues }) => ({ name: file.name, issues })));
    setAdvice(
      accepted
        .map((file) => ({ name: file.name, issues: found.current.get(file)?.advice ?? [] }))
        .filter((entry) => entry.issues.length > 0),
    );
    if (accepted.length === 0) return;
    onFilesAccepted?.(accepted);
    const added = accepted.map((file): FileDropzoneFile => ({
      id: `${baseId}-${(nextId.current += 1)}`,
      name: file.name,
      size: file.size,
      status: 'queued',
      file,
    }));
    setFiles((previous) => (multiple ? [...previous, ...added] : added));
  };

  const dropzone = useDropzone({
    accept: isImage ? undefined : (accept as Record<string, string[]> | undefined),
    multiple,
    maxFiles: multiple ? maxFiles : 1,
    disabled,
    noClick: true,
    noKeyboard: true,
    validator: check,
    onDrop,
  });

  const state: FileDropzoneState = disabled
    ? 'disabled'
    : dropzone.isProcessing
      ? 'checking'
      : dropzone.isDragReject
        ? 'rejecting'
        : dropzone.isDragActive
          ? 'dragging'
          : 'idle';

  const remove = (file: FileDropzoneFile) => {
    onFileRemove?.(file);
    setFiles((previous) => previous.filter((entry) => entry.id !== file.id));
  };

  const number = new Intl.NumberFormat(localeFor(i18n.language), { maximumFractionDigits: 1 });
  const sizeText = (bytes: number) =>
    bytes < 1024 * 1024
      ? t('FileDropzone.sizeKb', { size: number.format(Math.max(bytes / 1024, 0.1)) })
      : t('FileDropzone.sizeMb', { size: number.format(bytes / (1024 * 1024)) });
  const message = (entry: FileDropzoneIssue) => t(entry.code, entry.params);

  const hints = [
    formats && t('FileDropzone.formats', { formats }),
    t('FileDropzone.maxSize', { maxSize: maxSizeMb }),
    kind === 'image' &&
      t('FileDropzone.minPixels', { minWidth: imageLimits.minWidth, minHeight: imageLimits.minHeight }),
    kind === 'logo' && t('domain.validation.image.logoRecommendedSize', companyLogoSize),
  ].filter(Boolean);

  const pickText =
    state === 'dragging'
      ? t('FileDropzone.dropHere')
      : state === 'rejecting'
        ? t('FileDropzone.dropRejected')
        : state === 'checking'
          ? t('FileDropzone.checking')
          : multiple
            ? t('FileDropzone.chooseFiles')
            : t('FileDropzone.chooseFile');

  return (
    <Field role="group" aria-labelledby={labelId} data-state={state}>
      <Label id={labelId}>{label}</Label>
      <DropArea {...dropzone.getRootProps()}>
        {/* Reached through the button; hidden from assistive technology so it is not announced twice. */}
        <input
          {...dropzone.getInputProps({
            'aria-hidden': true,
            'aria-label': undefined,
            // Images are checked by the domain rule, but the picker still offers only the accepted types.
            ...(isImage && accept ? { accept: Object.keys(accept).join(',') } : {}),
          })}
        />
        <PickButton
          type="button"
          data-state={state}
          disabled={disabled}
          aria-describedby={hintId}
          aria-busy={state === 'checking' || undefined}
          onClick={dropzone.open}
        >
          <UploadIcon />
          <PickText>{pickText}</PickText>
        </PickButton>
      </DropArea>
      <Hint id={hintId}>
        {hints.join(' · ')}
        {hint && (
          <>
            {' · '}
            {hint}
          </>
        )}
      </Hint>
      <Messages role="alert" data-tone="danger">
        {refusals.length > 0 && (
          <ul>
            {refusals.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                <strong>{t('FileDropzone.notAdded', { name: refusal.name })}</strong>:{' '}
                {refusal.issues.map(message).join(' ')}
              </li>
            ))}
          </ul>
        )}
      </Messages>
      <Messages role="status" data-tone="advice">
        {advice.length > 0 && (
          <ul>
            {advice.map((entry, index) => (
              <li key={`${entry.name}-${index}`}>
                <strong>{entry.name}</strong>: {entry.issues.map(message).join(' ')}
              </li>
            ))}
          </ul>
        )}
      </Messages>
      {files.length > 0 && (
        <FileList aria-label={t('FileDropzone.files')}>
          {files.map((file) => (
            <FileItem key={file.id} data-state={file.status}>
              <FileName title={file.name}>{file.name}</FileName>
              <FileMeta>
                <span>{sizeText(file.size)}</span>
                <span data-part="status">
                  {file.status === 'uploading' && file.progress !== undefined
                    ? t('FileDropzone.uploadingPercent', { progress: Math.round(file.progress) })
                    : t(`FileDropzone.${file.status}`)}
                </span>
              </FileMeta>
              <RemoveButton
                type="button"
                aria-label={t('FileDropzone.remove', { name: file.name })}
                title={t('FileDropzone.remove', { name: file.name })}
                disabled={disabled}
                onClick={() => remove(file)}
              >
                <CrossIcon />
              </RemoveButton>
              {file.status === 'uploading' && (
                <Progress
                  role="progressbar"
                  aria-label={t('FileDropzone.progress', { name: file.name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={file.progress === undefined ? undefined : clampProgress(file.progress)}
                  style={
                    file.progress === undefined
                      ? undefined
                      : ({ '--arms-progress': `${clampProgress(file.progress)}%` } as CSSProperties)
                  }
                />
              )}
              {file.status === 'error' && file.error && <FileError>{file.error}</FileError>}
            </FileItem>
          ))}
        </FileList>
      )}
    </Field>
  );
}

const clampProgress = (progress: number) => Math.min(100, Math.max(0, Math.round(progress)));

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path
        d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}
