import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useUiTranslation } from '../i18n';
import { useControllableState } from '../internal/useControllableState';
import { VisuallyHidden } from '../internal/VisuallyHidden';
import { warning } from '../internal/warning';
import { Item, List } from './Stepper.styles';
import { stepperStrings } from './Stepper.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { Stepper: stepperStrings };

/** Where a step stands, from the position of the current step. */
export type StepState = 'complete' | 'current' | 'upcoming';
export type StepperOrientation = 'horizontal' | 'vertical';

export interface StepperStep {
  /** Unique among the steps; `value` refers to it. */
  id: string;
  /** The step's translated name. */
  label: ReactNode;
  /**
   * A line under the label.
   * @default undefined
   */
  description?: ReactNode;
}

export interface StepperProps {
  /** The steps, in order. */
  steps: readonly StepperStep[];
  /**
   * The current step's `id` (controlled); the steps before it are complete, the ones after upcoming.
   * @default undefined (uncontrolled)
   */
  value?: string;
  /**
   * The current step at first when uncontrolled.
   * @default the first step
   */
  defaultValue?: string;
  /**
   * Hears the current step change (a click on a completed step).
   * @default undefined
   */
  onValueChange?: (id: string) => void;
  /**
   * Completed steps become buttons that go back to them (the job wizard); upcoming steps never do.
   * @default false
   */
  completedStepsClickable?: boolean;
  /**
   * A row, or a column for side panels.
   * @default 'horizontal'
   */
  orientation?: StepperOrientation;
  /**
   * Shows the markers only; labels stay for assistive technology (the onboarding modal's dots).
   * @default false
   */
  hideLabels?: boolean;
  /**
   * The list's name.
   * @default t('ui.Stepper.label') ("Progress")
   */
  'aria-label'?: string;
}

/**
 * The steps of a flow (the job wizard, the onboarding modal): complete, current (`aria-current="step"`)
 * and upcoming, said in words as well as shown; completed steps may be made clickable to go back.
 */
export function Stepper({
  steps,
  value: valueProp,
  defaultValue,
  onValueChange,
  completedStepsClickable = false,
  orientation = 'horizontal',
  hideLabels = false,
  'aria-label': ariaLabel,
}: StepperProps) {
  const { t } = useUiTranslation(uiStrings);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue: defaultValue ?? steps[0]?.id ?? '',
    onValueChange,
  });
  const current = steps.findIndex((step) => step.id === value);
  const listRef = useRef<HTMLOListElement>(null);
  const wentBack = useRef(false);

  // Going back by a click turns the button into the current step: focus follows it instead of being lost.
  useLayoutEffect(() => {
    if (!wentBack.current) return;
    wentBack.current = false;
    listRef.current?.querySelector<HTMLElement>('[aria-current="step"] [data-part="step"]')?.focus();
  }, [value]);
  warning(steps.length > 0 && current < 0, `Stepper: no step has the id '${value}'.`);

  return (
    <List ref={listRef} aria-label={ariaLabel ?? t('Stepper.label')} data-orientation={orientation}>
      {steps.map((step, index) => {
        const state: StepState = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
        const content = (
          <>
            <span data-part="marker" aria-hidden="true">
              {state === 'complete' ? '✓' : index + 1}
            </span>
            {hideLabels ? (
              <VisuallyHidden>{step.label}</VisuallyHidden>
            ) : (
              <span data-part="text">
                <span data-part="label">{step.label}</span>
                {step.description && <span data-part="description">{step.description}</span>}
              </span>
            )}
            {state !== 'current' && <VisuallyHidden> ({t(`Stepper.${state}`)})</VisuallyHidden>}
          </>
        );
        return (
          <Item key={step.id} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            {state === 'complete' && completedStepsClickable ? (
              <button
                type="button"
                data-part="step"
                onClick={() => {
                  wentBack.current = true;
                  setValue(step.id);
                }}
              >
                {content}
              </button>
            ) : (
              <span data-part="step" tabIndex={state === 'current' && completedStepsClickable ? -1 : undefined}>
                {content}
              </span>
            )}
          </Item>
        );
      })}
    </List>
  );
}
