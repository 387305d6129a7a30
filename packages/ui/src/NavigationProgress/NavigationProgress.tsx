import { useEffect, useState } from 'react';
import { useUiTranslation } from '../i18n';
import { Bar, Track } from './NavigationProgress.styles';
import { navigationProgressStrings } from './NavigationProgress.strings';

// The English of the `ui` keys this file uses: added to the i18n instance when it first renders, so
// they travel in this component's chunk (docs/decisions/0180).
const uiStrings = { NavigationProgress: navigationProgressStrings };

export type NavigationProgressState = 'idle' | 'loading' | 'complete';

export interface NavigationProgressProps {
  /** Whether a navigation is under way (the router's pending state). */
  active: boolean;
  /**
   * How far it is, 0 to 100; leave it out when unknown (indeterminate).
   * @default undefined (indeterminate)
   */
  value?: number;
  /**
   * Milliseconds a navigation must last before the bar shows, so fast ones do not flash.
   * @default 150
   */
  delay?: number;
  /**
   * `top`: fixed across the top of the window, above the header. `inline`: in the flow where it is put.
   * @default 'top'
   */
  placement?: 'top' | 'inline';
  /**
   * The progress bar's name.
   * @default t('ui.NavigationProgress.label') ("Loading page")
   */
  'aria-label'?: string;
}

const clamp = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The route progress bar (spec section 2: "a progress bar shows during navigation"): a `progressbar`
 * while active, determinate or not; it fills and fades when the navigation ends, and it does not slide
 * for people who prefer reduced motion.
 */
export function NavigationProgress({
  active,
  value,
  delay = 150,
  placement = 'top',
  'aria-label': ariaLabel,
}: NavigationProgressProps) {
  const { t } = useUiTranslation(uiStrings);
  const [state, setState] = useState<NavigationProgressState>(active && delay <= 0 ? 'loading' : 'idle');

  useEffect(() => {
    if (active) {
      const timer = setTimeout(() => setState('loading'), Math.max(0, delay));
      return () => clearTimeout(timer);
    }
    // A navigation shorter than the delay never showed; a longer one fills up, then fades.
    setState((was) => (was === 'loading' ? 'complete' : 'idle'));
    const timer = setTimeout(() => setState('idle'), 400);
    return () => clearTimeout(timer);
  }, [active, delay]);

  const determinate = value !== undefined;
  const loading = state === 'loading';
  return (
    <Track
      data-state={state}
      data-mode={determinate ? 'determinate' : 'indeterminate'}
      data-placement={placement}
      role={loading ? 'progressbar' : undefined}
      aria-label={loading ? (ariaLabel ?? t('NavigationProgress.label')) : undefined}
      aria-valuemin={loading ? 0 : undefined}
      aria-valuemax={loading ? 100 : undefined}
      aria-valuenow={loading && determinate ? Math.round(clamp(value)) : undefined}
      aria-hidden={loading ? undefined : true}
    >
      <Bar style={determinate && loading ? { transform: `scaleX(${clamp(value) / 100})` } : undefined} />
    </Track>
  );
}
