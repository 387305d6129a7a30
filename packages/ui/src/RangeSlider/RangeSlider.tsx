import { localeFor, sliderRanges } from '@arms/domain';
import {
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { FormField } from '../FormField';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { invariant, warning } from '../internal/warning';
import {
  defaultLargeStep,
  keyTarget,
  moveThumb,
  nearestThumb,
  percentOf,
  type RangeBounds,
  type RangeValue,
  type Thumb,
} from './range';
import { Output, Range, Root, ThumbHandle, Track } from './RangeSlider.styles';
import { rangeSliderStrings } from './RangeSlider.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { RangeSlider: rangeSliderStrings };

/** A slider range of spec section 9, from @arms/domain's `sliderRanges`. */
export type RangeSliderPreset = keyof typeof sliderRanges;

/** The low and the high end of the chosen range. */
export type RangeSliderValue = RangeValue;

/** The step each preset moves by: whole years, and salaries in hundreds. */
const presetSteps: Record<RangeSliderPreset, number> = { age: 1, experience: 1, salary: 100 };

/** Either one of the domain's ranges, or your own bounds; never both. */
export type RangeSliderBounds =
  | {
      /** One of the resume filter ranges (section 9): age 18-99, experience 0-40 years, salary 0-50000. */
      preset: RangeSliderPreset;
      min?: never;
      max?: never;
    }
  | {
      preset?: never;
      /** The lowest value. */
      min: number;
      /** The highest value. */
      max: number;
    };

export type RangeSliderProps = RangeSliderBounds & {
  /** The visible label; the thumbs are named from it ("Minimum Age", "Maximum Age"). */
  label: string;
  /** Help under the slider, read with each thumb. */
  hint?: ReactNode;
  /** Hides the label visually; it stays in the thumbs' names. @default false */
  hideLabel?: boolean;
  /** The chosen range (controlled). */
  value?: RangeSliderValue;
  /** The starting range when uncontrolled. @default the whole range, [min, max] */
  defaultValue?: RangeSliderValue;
  /** Hears every change, while dragging too. */
  onValueChange?: (value: RangeSliderValue) => void;
  /** Hears the range when a drag ends or a key moves a thumb: the moment to query the server. */
  onValueCommit?: (value: RangeSliderValue) => void;
  /** What the arrow keys and dragging move by. @default 1; 100 for the salary preset */
  step?: number;
  /** What PageUp and PageDown move by. @default a tenth of the range, on the step grid */
  largeStep?: number;
  /** The smallest gap between the two ends. @default 0 */
  minDistance?: number;
  /**
   * Text for a value, shown and read as `aria-valuetext`. @default years for `age` and
   * `experience`, a localised number otherwise
   */
  formatValue?: (value: number) => string;
  /** @default false */
  disabled?: boolean;
  /** The id of the slider group; generated when missing. */
  id?: string;
};

const thumbs: readonly Thumb[] = [0, 1];

/**
 * A two-thumb range for the resume filters (age, experience, salary): each thumb is a WAI-ARIA slider
 * with arrows, PageUp/PageDown, Home/End and a readable `aria-valuetext`; the track can be pressed and
 * dragged. The thumbs never cross.
 */
export function RangeSlider(props: RangeSliderProps) {
  const {
    label,
    hint,
    hideLabel = false,
    preset,
    value,
    defaultValue,
    onValueChange,
    onValueCommit,
    minDistance = 0,
    formatValue,
    disabled = false,
    id,
  } = props;
  const { t, i18n } = useUiTranslation(uiStrings);
  const min = preset ? sliderRanges[preset].min : props.min;
  const max = preset ? sliderRanges[preset].max : props.max;
  const step = props.step ?? (preset ? presetSteps[preset] : 1);
  warning(
    preset !== undefined && (props.min !== undefined || props.max !== undefined),
    `RangeSlider: the '${preset}' preset sets min and max; the min and max props are ignored.`,
  );
  invariant(min < max, `RangeSlider: min (${min}) must be below max (${max}).`);
  invariant(step > 0, `RangeSlider: step must be greater than 0 (got ${step}).`);
  const bounds: RangeBounds = { min, max, step, minDistance };
  const largeStep = props.largeStep ?? defaultLargeStep(bounds);

  const [range, setRange] = useControllableState<RangeSliderValue>({
    value,
    defaultValue: defaultValue ?? [min, max],
    onValueChange,
  });
  const latest = useRef(range);
  latest.current = range;
  // The thumb being dragged; 'either' while both sit on one value and the drag has no direction yet.
  const [dragging, setDragging] = useState<Thumb | 'either' | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const lowRef = useRef<HTMLDivElement>(null);
  const highRef = useRef<HTMLDivElement>(null);
  // The range when the drag began: a press that moves nothing commits nothing.
  const dragStart = useRef<RangeSliderValue>(range);

  const locale = localeFor(i18n.language);
  const numberFormat = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const format =
    formatValue ??
    ((n: number) => {
      if (preset === 'age') return t('domain.format.age', { count: n });
      if (preset === 'experience') return t('RangeSlider.years', { count: n });
      return numberFormat.format(n);
    });

  /** Moves a thumb; answers the new range, or undefined when nothing moved. */
  const move = (thumb: Thumb, target: number): RangeSliderValue | undefined => {
    const current = latest.current;
    const next = moveThumb(current, thumb, target, bounds);
    if (next[0] === current[0] && next[1] === current[1]) return undefined;
    latest.current = next;
    setRange(next);
    return next;
  };

  const valueAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return min;
    const ratio = Math.min(1, Math.max(0, (clientX - rect.left) / rect.width));
    return min + ratio * (max - min);
  };

  const pointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    event.preventDefault();
    const grabbed = (event.target as HTMLElement).dataset.thumb;
    const [low, high] = latest.current;
    dragStart.current = latest.current;
    if (grabbed) {
      // A grabbed thumb does not jump to the pointer; it follows the drag.
      const thumb: Thumb = grabbed === 'low' ? 0 : 1;
      setDragging(low === high ? 'either' : thumb);
      (thumb === 0 ? lowRef : highRef).current?.focus();
    } else {
      const target = valueAt(event.clientX);
      const thumb = nearestThumb(latest.current, target);
      setDragging(thumb);
      move(thumb, target);
      (thumb === 0 ? lowRef : highRef).current?.focus();
    }
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic pointers (tests, assistive tools) have no capture; the drag still ends on pointerup.
    }
  };

  const pointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging === null) return;
    const target = valueAt(event.clientX);
    if (dragging !== 'either') {
      move(dragging, target);
      return;
    }
    const [low, high] = latest.current;
    if (target === low || target === high) return;
    const thumb: Thumb = target < low ? 0 : 1;
    setDragging(thumb);
    move(thumb, target);
    (thumb === 0 ? lowRef : highRef).current?.focus();
  };

  const pointerUp = () => {
    if (dragging === null) return;
    setDragging(null);
    const [startLow, startHigh] = dragStart.current;
    const [endLow, endHigh] = latest.current;
    if (startLow !== endLow || startHigh !== endHigh) onValueCommit?.(latest.current);
  };

  const keyDown = (thumb: Thumb) => (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const target = keyTarget(event.key, latest.current, thumb, bounds, largeStep);
    if (target === undefined) return;
    event.preventDefault();
    const next = move(thumb, target);
    if (next) onValueCommit?.(next);
  };

  const [low, high] = range;
  const positions = {
    '--arms-range-low': `${percentOf(low, bounds)}%`,
    '--arms-range-high': `${percentOf(high, bounds)}%`,
  } as CSSProperties;

  return (
    <FormField label={label} hint={hint} hideLabel={hideLabel} id={id} kind="group">
      {(control) => (
        <Root
          id={control.id}
          role="group"
          aria-labelledby={control['aria-labelledby']}
          data-disabled={disabled}
          data-state={dragging === null ? 'idle' : 'dragging'}
        >
          {/* The thumbs announce their values; this line is for the eye. */}
          <Output aria-hidden="true">{t('RangeSlider.range', { min: format(low), max: format(high) })}</Output>
          <Track
            ref={trackRef}
            style={positions}
            data-disabled={disabled}
            onPointerDown={pointerDown}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={pointerUp}
          >
            <Range />
            {thumbs.map((thumb) => {
              const own = range[thumb];
              return (
                <ThumbHandle
                  key={thumb}
                  ref={thumb === 0 ? lowRef : highRef}
                  role="slider"
                  tabIndex={disabled ? -1 : 0}
                  aria-label={t(thumb === 0 ? 'RangeSlider.minimum' : 'RangeSlider.maximum', { label })}
                  aria-orientation="horizontal"
                  aria-valuemin={thumb === 0 ? min : low + minDistance}
                  aria-valuemax={thumb === 0 ? high - minDistance : max}
                  aria-valuenow={own}
                  aria-valuetext={format(own)}
                  aria-describedby={control['aria-describedby']}
                  aria-disabled={disabled || undefined}
                  data-thumb={thumb === 0 ? 'low' : 'high'}
                  data-state={dragging === thumb ? 'dragging' : 'idle'}
                  onKeyDown={keyDown(thumb)}
                />
              );
            })}
          </Track>
        </Root>
      )}
    </FormField>
  );
}
