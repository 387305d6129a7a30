import { jobStatuses, nominationStatuses, type NominationStatusKey } from '@arms/domain';

/** The colour roles a badge can take; each maps onto theme tokens in StatusBadge.styles.ts. */
export type StatusBadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

/** Where a nomination stands for the recruiter; the badge colour follows it. */
export type NominationOutcome = 'pending' | 'inProgress' | 'offered' | 'hired' | 'unsuccessful' | 'closed';

/**
 * The outcome of each nomination status (section 4). Typed against the domain's keys, so a new
 * status fails to compile until it is placed here.
 */
export const nominationOutcomes = {
  open: 'pending',
  underReview: 'inProgress',
  interview: 'inProgress',
  jobOffered: 'offered',
  contractSigned: 'hired',
  commenced: 'hired',
  notSuitable: 'unsuccessful',
  interviewedAndFailed: 'unsuccessful',
  rejectedOffer: 'unsuccessful',
  offerWithdrawn: 'unsuccessful',
  withdrawnFromInterview: 'closed',
  servicesEnded: 'closed',
} as const satisfies Record<NominationStatusKey, NominationOutcome>;

const outcomeTones: Record<NominationOutcome, StatusBadgeTone> = {
  pending: 'neutral',
  inProgress: 'info',
  // An offer waits on the candidate: a milestone of its own, neither progress nor a result yet.
  offered: 'accent',
  hired: 'success',
  unsuccessful: 'danger',
  closed: 'neutral',
};

/**
 * The tone nearest to a display colour: job statuses carry hex colours (master data an administrator
 * may edit), and the UI shows only theme colours. Greys are neutral; otherwise the hue decides.
 */
export function toneOfColour(colour: string): StatusBadgeTone {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(colour.trim());
  if (!match?.[1]) return 'neutral';
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const high = Math.max(r, g, b);
  const low = Math.min(r, g, b);
  const chroma = high - low;
  const lightness = (high + low) / 2;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  if (saturation < 0.15) return 'neutral';
  let hue: number;
  if (high === r) hue = ((g - b) / chroma) % 6;
  else if (high === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  if (hue < 20 || hue >= 330) return 'danger';
  if (hue < 70) return 'warning';
  if (hue < 170) return 'success';
  if (hue < 260) return 'info';
  return 'accent';
}

/** A badge's label key and tone, or undefined for an id the vocabularies do not know. */
export function statusBadgeLook(
  kind: 'job' | 'nomination',
  status: unknown,
): { labelKey: string; tone: StatusBadgeTone } | undefined {
  if (kind === 'job') {
    const item = jobStatuses.byId(status);
    return item && { labelKey: item.labelKey, tone: toneOfColour(item.colour) };
  }
  const item = nominationStatuses.byId(status);
  return item && { labelKey: item.labelKey, tone: outcomeTones[nominationOutcomes[item.key]] };
}
