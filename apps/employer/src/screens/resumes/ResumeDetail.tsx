import {
  ApiError,
  useArmsClient,
  useArmsMutation,
  useArmsQuery,
  useReferenceList,
  type components,
} from '@arms/api-client';
import {
  availabilities,
  contactCategories,
  flags,
  formatAge,
  formatDate,
  formatExperience,
  formatSalary,
  genders,
  lastEmploymentStatuses,
  motherTongueLabel,
  resumeHiringTypes,
} from '@arms/domain';
import { Avatar, Button, Flag, PageHeader, Select, Tag, useScreenMeta, useToast } from '@arms/ui';
import { Download, FileText, Pencil } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCanOpen } from './access';
import { DetailCard as Card, DetailFallback, Facts, useRouteId } from './detail';
import { EmailReminders } from './EmailReminders';
import { ResumeActivity } from './ResumeActivity';
import { ResumeReminders } from './ResumeReminders';
import { TermsAcceptance } from './TermsAcceptance';
import { useResumePhoto } from './ResumePhoto';
import { fetchResumeFile, saveBlob } from './files';
import { Actions, ButtonLink, Muted } from './layout';
import { fullName } from './names';
import { useResumesStrings } from './strings';

type Resume = components['schemas']['Resume'];

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--arms-space-5);
  align-items: start;
  @media (max-width: 1099.98px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Stack = styled.div`
  display: grid;
  gap: var(--arms-space-4);
  min-width: 0;
`;
/** The flag's select above the recruitment facts, apart from them as the card's other fields are. */
const FlagRow = styled.div`
  margin-bottom: var(--arms-space-3);
`;
const Preview = styled(Card)`
  @media (min-width: 1100px) {
    position: sticky;
    top: var(--arms-space-4);
  }
  iframe {
    width: 100%;
    height: 75vh;
    border: 1px solid var(--arms-color-border);
    border-radius: var(--arms-radius-sm);
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: var(--arms-space-4);
  h3 {
    margin: 0;
    font-size: var(--arms-font-size-md, 14px);
  }
  p {
    margin: var(--arms-space-1) 0 0;
    white-space: pre-line;
  }
`;
const Header = styled.div`
  display: flex;
  gap: var(--arms-space-3);
  align-items: center;
  flex-wrap: wrap;
`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The CV beside the profile: a PDF inline, a Word file as a download hint. */
function CvPreview({ resume, name }: { resume: Resume; name: string }) {
  const { t } = useResumesStrings();
  const { api } = useArmsClient();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const isPdf = resume.cvMimeType === 'application/pdf';
  useEffect(() => {
    if (!isPdf) return;
    let created: string | null = null;
    let live = true;
    fetchResumeFile(api, resume.id, false)
      .then(({ blob }) => {
        if (!live) return;
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(created);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [api, resume.id, resume.updatedAt, isPdf]);
  return (
    <Preview aria-labelledby="resume-cv-heading">
      <h2 id="resume-cv-heading">{t('cvPreview')}</h2>
      {!resume.cvName ? (
        <Muted>{t('noCv')}</Muted>
      ) : !isPdf ? (
        <p>
          <FileText size={16} aria-hidden="true" /> {resume.cvName} — {t('cvNotPreviewable')}
        </p>
      ) : failed ? (
        <p role="alert">{t('downloadFailed')}</p>
      ) : url ? (
        <iframe title={t('cvPreviewTitle', { name })} src={url} />
      ) : (
        <Muted>{resume.cvName}</Muted>
      )}
    </Preview>
  );
}

type FlagId = NonNullable<Resume['flag']>;
const noFlag = 'none';

/** The flag of section 4, set from the detail at once (PATCH resumes/{id} with only `flag`). */
function FlagSetter({ resume }: { resume: Resume }) {
  const { t } = useResumesStrings();
  const { t: td, i18n } = useTranslation('employer');
  const toast = useToast();
  const save = useArmsMutation('patch', '/resumes/{id}', { invalidates: ['/resumes'] });
  const change = async (value: string | null) => {
    const flag = value === null || value === noFlag ? null : (value as FlagId);
    if (flag === resume.flag) return;
    try {
      await save.trigger({ params: { path: { id: resume.id } }, body: { flag } });
      toast.show({ variant: 'success', message: t('flagSaved') });
    } catch (failure) {
      const lang = i18n.language === 'vn' ? 'vn' : 'en';
      toast.show({
        variant: 'error',
        message: failure instanceof ApiError ? failure.localizedMessage(lang) : t('downloadFailed'),
      });
    }
  };
  return (
    <Select<string>
      label={t('flag')}
      options={[
        { value: noFlag, label: t('noFlag') },
        ...flags.items.map((f) => ({ value: f.id, label: td(f.labelKey) })),
      ]}
      value={resume.flag ?? noFlag}
      disabled={save.isMutating}
      onValueChange={(value) => void change(value)}
    />
  );
}

/**
 * `/resumes/{id}/detail` (spec sections 2 and 3): the profile sections on the left, the CV beside them
 * (sticky), downloads of the original and of the employer's branded PDF in the header.
 */
export function ResumeDetail() {
  const resumeId = useRouteId();
  const valid = resumeId !== null;
  const { t } = useResumesStrings();
  const { t: td, i18n } = useTranslation('employer');
  const lang = i18n.language === 'vn' ? 'vn' : 'en';
  const { api } = useArmsClient();
  const toast = useToast();
  const canOpen = useCanOpen();
  const {
    data: resume,
    error,
    isLoading,
    reload,
  } = useArmsQuery('/resumes/{id}', resumeId ? { params: { path: { id: resumeId } } } : null);
  const nationalities = useReferenceList('/nationalities');
  const statuses = useReferenceList('/residential-statuses');
  const locations = useReferenceList('/locations');
  const maritalStatuses = useReferenceList('/marital-statuses');
  const channels = useReferenceList('/resume-source-channels');
  const sectors = useReferenceList('/sectors');
  const name = resume ? fullName(resume, i18n.language) : '';
  const photo = useResumePhoto(resume);
  // The shell's trail ends with the title: the name once, not a link to this page and then itself.
  useScreenMeta(resume ? { title: name } : {});
  const [downloading, setDownloading] = useState<'cv' | 'branded' | null>(null);

  const download = async (branded: boolean) => {
    if (!resume) return;
    setDownloading(branded ? 'branded' : 'cv');
    try {
      const file = await fetchResumeFile(api, resume.id, branded);
      saveBlob(file.blob, file.name);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.localizedMessage(lang) : t('downloadFailed');
      toast.show({ variant: 'error', message });
    } finally {
      setDownloading(null);
    }
  };

  if (error || isLoading || !resume) {
    return (
      <DetailFallback
        valid={valid}
        error={error}
        reload={reload}
        listHref="/resumes"
        t={t}
        loadingLabel={td('loadingPage')}
      />
    );
  }

  const ref = <T extends { id: number; name: string }>(items: T[], id: number | null) =>
    id === null ? null : (items.find((item) => item.id === id)?.name ?? null);
  const names = (items: Array<{ id: number; name: string }>, ids: number[]) =>
    ids
      .map((id) => items.find((item) => item.id === id)?.name)
      .filter(Boolean)
      .join(', ');
  const na = <Muted>{td('domain.placeholder.notApplicable')}</Muted>;
  const date = (value: string | null) => (value ? formatDate(value, { lang, pattern: 'DD MMM YYYY' }) : null);
  const month = (value: string | null) => (value ? formatDate(value.slice(0, 7), { lang }) : null);
  const salary = (amount: number | null, currency: string | null, period: number | null, negotiable = false) => {
    const label = formatSalary({ amount, currency: currency ?? '', period, negotiable }, lang);
    return td(label.key, label.params);
  };
  const age = formatAge(resume.dob, new Date());
  const gender = genders.byId(resume.gender);
  const availability = availabilities.byId(resume.availability);
  const lastStatus = lastEmploymentStatuses.byId(resume.lastEmploymentStatus);
  const hiringType = resumeHiringTypes.byId(resume.hiringType);

  return (
    <>
      <PageHeader
        title={
          <Header>
            <Avatar name={name} src={photo} alt={photo ? t('photoOf', { name }) : ''} size="lg" />
            <span>{name}</span>
            {resume.flag && <Flag flag={resume.flag} showLabel />}
          </Header>
        }
        description={t('updatedOn', { date: formatDate(resume.updatedAt, { lang, pattern: 'DD MMM YYYY' }) })}
        actions={
          <Actions>
            {canOpen(`/resumes/${resume.id}/edit`) && (
              <ButtonLink to={`/resumes/${resume.id}/edit`}>
                <Pencil size={16} aria-hidden="true" />
                {t('edit')}
              </ButtonLink>
            )}
            {resume.cvName && (
              <Button
                leadingIcon={<Download size={16} aria-hidden="true" />}
                loading={downloading === 'cv'}
                onClick={() => void download(false)}
              >
                {t('downloadOriginal')}
              </Button>
            )}
            <Button
              variant="primary"
              leadingIcon={<Download size={16} aria-hidden="true" />}
              loading={downloading === 'branded'}
              onClick={() => void download(true)}
            >
              {t('downloadBranded')}
            </Button>
          </Actions>
        }
      />
      <Columns>
        <Stack>
          <Card aria-labelledby="resume-personal">
            <h2 id="resume-personal">{t('personal')}</h2>
            <Facts>
              <Fact label={t('salutation')}>{resume.salutation ?? na}</Fact>
              <Fact label={t('gender')}>{gender ? td(gender.labelKey) : na}</Fact>
              <Fact label={t('dob')}>
                {resume.dob ? `${date(resume.dob)} (${td(age.key, age.params)})` : td('domain.placeholder.undisclosed')}
              </Fact>
              <Fact label={t('nationality')}>{ref(nationalities.items, resume.nationalityId) ?? na}</Fact>
              <Fact label={t('location')}>{ref(locations.items, resume.currentLocationId) ?? na}</Fact>
              <Fact label={t('residentialStatus')}>{ref(statuses.items, resume.residentialStatusId) ?? na}</Fact>
              <Fact label={t('motherTongue')}>
                {resume.motherTongue ? motherTongueLabel(resume.motherTongue, lang) : na}
              </Fact>
              <Fact label={t('languages')}>{resume.languages.join(', ') || na}</Fact>
              <Fact label={t('maritalStatus')}>{ref(maritalStatuses.items, resume.maritalStatusId) ?? na}</Fact>
              <Fact label={t('religion')}>{resume.religion ?? na}</Fact>
            </Facts>
          </Card>
          <Card aria-labelledby="resume-recruitment">
            <h2 id="resume-recruitment">{t('recruitment')}</h2>
            <FlagRow>
              <FlagSetter resume={resume} />
            </FlagRow>
            <Facts>
              <Fact label={t('hiringType')}>{hiringType ? td(hiringType.labelKey) : na}</Fact>
              <Fact label={t('sourceChannel')}>{ref(channels.items, resume.sourceChannelId) ?? na}</Fact>
            </Facts>
          </Card>
          <Card aria-labelledby="resume-contact">
            <h2 id="resume-contact">{t('contact')}</h2>
            <Facts>
              {resume.email && <Fact label={t('email')}>{resume.email}</Fact>}
              {resume.contactHome && <Fact label={t('contactHome')}>{resume.contactHome}</Fact>}
              {resume.contacts.map((contact) => {
                const category = contactCategories.byId(contact.category);
                return (
                  <Fact key={contact.id} label={category ? td(category.labelKey) : t('contactValue')}>
                    {contact.value}
                  </Fact>
                );
              })}
              {resume.messengers.map((messenger, index) => (
                <Fact key={`m${index}`} label={td(`domain.socialLinkType.${messenger.type}`)}>
                  {messenger.value}
                </Fact>
              ))}
              {!resume.email &&
                !resume.contactHome &&
                resume.contacts.length === 0 &&
                resume.messengers.length === 0 && <Fact label={t('contact')}>{na}</Fact>}
            </Facts>
          </Card>
          <Card aria-labelledby="resume-salary">
            <h2 id="resume-salary">{t('salaryAndAvailability')}</h2>
            <Facts>
              <Fact label={t('currentSalary')}>
                {salary(resume.salaryAmount, resume.salaryCurrency, resume.salaryFreq)}
              </Fact>
              <Fact label={t('expectedSalary')}>
                {salary(
                  resume.expSalaryAmount,
                  resume.expSalaryCurrency,
                  resume.expSalaryFreq,
                  resume.expRmsIsNegotiable,
                )}
                {resume.expRmsIsNegotiable && resume.expSalaryAmount !== null && ` (${t('negotiable')})`}
              </Fact>
              <Fact label={t('availability')}>{availability ? td(availability.labelKey) : na}</Fact>
              <Fact label={t('experienceColumn')}>{td(formatExperience(resume.experienceMonths).key)}</Fact>
              <Fact label={t('lastEmploymentStatus')}>{lastStatus ? td(lastStatus.labelKey) : na}</Fact>
            </Facts>
          </Card>
          <Card aria-labelledby="resume-work">
            <h2 id="resume-work">{t('workExperience')}</h2>
            {resume.workExperiences.length === 0 ? (
              <Muted>{t('none')}</Muted>
            ) : (
              <List>
                {resume.workExperiences.map((work) => (
                  <li key={work.id}>
                    <h3>
                      {work.position} · {work.company}
                    </h3>
                    <Muted>
                      {month(work.periodFrom)} – {month(work.periodTo) ?? t('present')}
                      {work.division ? ` · ${work.division}` : ''}
                    </Muted>
                    {work.duties && <p>{work.duties}</p>}
                  </li>
                ))}
              </List>
            )}
          </Card>
          <Card aria-labelledby="resume-education">
            <h2 id="resume-education">{t('education')}</h2>
            <Facts>
              <Fact label={t('award')}>{resume.educationalAward ?? na}</Fact>
              <Fact label={t('institution')}>{resume.instNameLoc ?? na}</Fact>
              <Fact label={t('specialties')}>{names(sectors.items, resume.specialtyIds) || na}</Fact>
              <Fact label={t('sectors')}>{names(sectors.items, resume.sectorIds) || na}</Fact>
            </Facts>
          </Card>
          <Card aria-labelledby="resume-skills">
            <h2 id="resume-skills">{t('skills')}</h2>
            {resume.skills.length === 0 ? (
              <Muted>{t('none')}</Muted>
            ) : (
              <Actions as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {resume.skills.map((skill) => (
                  <li key={skill}>
                    <Tag label={skill} />
                  </li>
                ))}
              </Actions>
            )}
            {resume.tags.length > 0 && (
              <>
                <h2 style={{ marginTop: 16 }}>{t('tags')}</h2>
                <Actions as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {resume.tags.map((tag) => (
                    <li key={tag}>
                      <Tag label={tag} variant="primary" />
                    </li>
                  ))}
                </Actions>
              </>
            )}
          </Card>
          <Card aria-labelledby="resume-referees">
            <h2 id="resume-referees">{t('referees')}</h2>
            {resume.referees.length === 0 ? (
              <Muted>{t('none')}</Muted>
            ) : (
              <List>
                {resume.referees.map((referee) => (
                  <li key={referee.id}>
                    <h3>{referee.name}</h3>
                    <Muted>{[referee.designation, referee.company].filter(Boolean).join(' · ')}</Muted>
                    <p>{[referee.email, referee.phone].filter(Boolean).join(' · ')}</p>
                  </li>
                ))}
              </List>
            )}
          </Card>
          {(resume.remarks || resume.blacklistReason) && (
            <Card aria-labelledby="resume-remarks">
              <h2 id="resume-remarks">{t('remarks')}</h2>
              <Facts>
                {resume.remarks && <Fact label={t('remarks')}>{resume.remarks}</Fact>}
                {resume.blacklistReason && <Fact label={t('blacklistReason')}>{resume.blacklistReason}</Fact>}
              </Facts>
            </Card>
          )}
          <TermsAcceptance resume={resume} />
          <ResumeReminders reminders={resume.reminders} />
          <EmailReminders resumeId={resume.id} />
          <ResumeActivity resumeId={resume.id} />
        </Stack>
        <CvPreview resume={resume} name={name} />
      </Columns>
    </>
  );
}
