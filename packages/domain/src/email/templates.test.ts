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
