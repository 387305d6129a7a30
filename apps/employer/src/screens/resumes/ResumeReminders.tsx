import type { components } from '@arms/api-client';
import { formatDate } from '@arms/domain';
import { Tag } from '@arms/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailCard as Card } from './detail';
import { Muted } from './layout';
import { useResumesStrings } from './strings';

type Reminder = components['schemas']['Resume']['reminders'][number];

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--arms-space-3);
  li {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  li[data-past='true'] {
    color: var(--arms-color-text-muted);
  }
  [data-part='when'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--arms-space-2);
    align-items: center;
    font-weight: var(--arms-font-weight-medium);
  }
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/**
 * The upcoming reminders first, the soonest at the top; then the past ones, the latest first.
 * `now` in milliseconds; a reminder due exactly now is still upcoming.
 */
export function orderReminders(reminders: readonly Reminder[], now: number): Array<Reminder & { past: boolean }> {
  const withTime = reminders.map((reminder) => ({ ...reminder, time: new Date(reminder.remindAt).getTime() }));
  const upcoming = withTime.filter((r) => r.time >= now).sort((a, b) => a.time - b.time);
  const past = withTime.filter((r) => r.time < now).sort((a, b) => b.time - a.time);
  return [
    ...upcoming.map(({ time: _time, ...r }) => ({ ...r, past: false })),
    ...past.map(({ time: _time, ...r }) => ({ ...r, past: true })),
  ];
}

const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The resume's own reminders (section 3 `reminders`: a date-time and a note each), not the email reminders:
 * upcoming first, the past ones marked. They are edited with the rest of the resume on the edit screen.
 */
export function ResumeReminders({ reminders }: { reminders: readonly Reminder[] }) {
  const { t } = useResumesStrings();
  const { i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const ordered = orderReminders(reminders, Date.now());
  return (
    <Card aria-labelledby="resume-reminders">
      <h2 id="resume-reminders">{t('reminders')}</h2>
      {ordered.length === 0 ? (
        <Muted>{t('noReminders')}</Muted>
      ) : (
        <List aria-label={t('remindersList')}>
          {ordered.map((reminder, index) => (
            <li key={`${reminder.remindAt}-${index}`} data-past={reminder.past}>
              <span data-part="when">
                <time dateTime={reminder.remindAt}>
                  {formatDate(reminder.remindAt, { lang, pattern: 'DD MMM YYYY HH:mm', timeZone: localZone() })}
                </time>
                {reminder.past && <Tag label={t('reminderPast')} />}
              </span>
              {reminder.note && <p>{reminder.note}</p>}
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
