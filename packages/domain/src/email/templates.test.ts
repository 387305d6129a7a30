import { describe, expect, it } from 'vitest';
import {
  emailTemplateKeys,
  emailTemplates,
  escapeHtml,
  htmlToText,
  isEmailTemplateKey,
  renderEmailTemplate,
  templatePlaceholders,
} from './templates';

describe('given the static email templates', () => {
  it.each(emailTemplateKeys.map((key) => [key]))('should give %s the same placeholders in en and vn', (key) => {
    const { en, vn } = emailTemplates[key];
    expect(templatePlaceholders(vn.body).sort()).toEqual(templatePlaceholders(en.body).sort());
    expect(templatePlaceholders(vn.subject).sort()).toEqual(templatePlaceholders(en.subject).sort());
  });

  it('should render the reset email with its 2-hour link in both languages', () => {
    const en = renderEmailTemplate('resetPassword', 'en', { firstName: 'Mei', link: 'https://x.test/r?token=a&b=1' });
    expect(en.subject).toBe('Reset your ARMS password');
    expect(en.html).toContain('href="https://x.test/r?token=a&amp;b=1"');
    expect(en.text).toContain('expires in 2 hours');
    expect(en.text).toContain('(https://x.test/r?token=a&b=1)');
    const vn = renderEmailTemplate('resetPassword', 'vn', { firstName: 'Minh', link: 'https://x.test' });
    expect(vn.html).toContain('Xin chào Minh');
  });

  it('should escape values in the body but not in the subject', () => {
    const out = renderEmailTemplate('invitationToApply', 'en', { position: 'R&D <Lead>', candidateName: '<b>x</b>' });
    expect(out.subject).toBe('Invitation to apply: R&D <Lead>');
    expect(out.html).toContain('R&amp;D &lt;Lead&gt;');
    expect(out.html).not.toContain('<b>x</b>');
  });

  it('should leave a missing value empty and use an override', () => {
    const out = renderEmailTemplate('matchJobBody', 'en', {}, { subject: 'S {{a}}', body: '<p>{{a}}|{{b}}</p>' });
    expect(out).toEqual({ subject: 'S ', html: '<p>|</p>', text: '|' });
  });

  it('should recognise template keys and escape quotes', () => {
    expect(isEmailTemplateKey('matchJobHeader')).toBe(true);
    expect(isEmailTemplateKey('toString')).toBe(false);
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
    expect(htmlToText('<p>a</p><p>b&lt;</p>')).toBe('a\nb<');
  });
});

describe('given the interview, candidate message and alert templates', () => {
  it('should render an interview invitation in each language with the details filled in', () => {
    const params = {
      candidateName: 'Mei',
      companyName: 'Lotus',
      position: 'QS',
      when: 'Tuesday 10 March 2026 at 10:00',
      timezone: 'Asia/Singapore',
      durationMinutes: 45,
      mode: 'In person',
      location: '1 Marina Blvd',
      notes: 'Bring ID',
    };
    const en = renderEmailTemplate('interviewInvitation', 'en', params);
    expect(en.subject).toBe('Interview invitation: QS at Lotus');
    expect(en.text).toContain('When: Tuesday 10 March 2026 at 10:00 (Asia/Singapore), 45 minutes\nHow: In person');
    const vn = renderEmailTemplate('interviewInvitation', 'vn', params);
    expect(vn.subject).toBe('Thư mời phỏng vấn: QS tại Lotus');
    expect(vn.text).toContain('45 phút');
  });

  it('should keep a free-text notification plain: escaped, its lines kept', () => {
    const out = renderEmailTemplate('candidateNotification', 'en', {
      subject: 'Update <soon>',
      message: 'Line 1\n<script>x</script>',
      candidateName: 'Mei',
      companyName: 'Lotus',
      position: 'QS',
    });
    expect(out.subject).toBe('Update <soon>');
    expect(out.html).toContain('Line 1\n&lt;script&gt;x&lt;/script&gt;');
    expect(out.text).toContain('Line 1\n<script>x</script>');
  });

  it.each([
    ['notShortlisted', 'not been shortlisted', 'chưa được chọn'],
    ['interviewedAndFailed', 'not be moving forward', 'không được tiếp tục'],
  ] as const)('should word %s courteously in both languages', (key, en, vn) => {
    const params = { candidateName: 'Mei', companyName: 'Lotus', position: 'QS' };
    expect(renderEmailTemplate(key, 'en', params).text).toContain(en);
    expect(renderEmailTemplate(key, 'vn', params).text).toContain(vn);
  });
});
