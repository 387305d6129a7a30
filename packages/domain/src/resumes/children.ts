import { validateEmail } from '../validation/email';
import { isBlank, issue } from '../validation/issue';
import type { ValidationIssue } from '../validation/issue';
import { validateRequired } from '../validation/required';
import { validateUrl } from '../validation/url';
import { contactCategories, socialLinkTypes } from './options';

/** The fewest and most digits a phone contact may hold (E.164 allows 15; short local numbers have 6). */
export const phoneDigits = { min: 6, max: 15 } as const;

/**
 * Whether a value reads as a phone number (section 5 "contact number, mobile"): digits with the usual
 * separators (spaces, dots, dashes, brackets, one leading +) and between 6 and 15 digits.
 */
export function isPhone(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= phoneDigits.min && digits <= phoneDigits.max;
}

/**
 * The contact rule of sections 3 and 5: the category is one of MobileNo 1, OfficeNo 2, Email 3,
 * ContactNo 4; an email contact must be a valid email, a mobile or other number is required and must
 * read as a phone number. Issues name `${field}.value` (or `${field}.category`).
 */
export function validateResumeContact(
  input: { category: unknown; value: unknown },
  field = 'contact',
): ValidationIssue[] {
  const category = contactCategories.byId(input.category);
  if (!category) return [issue(`${field}.category`, 'domain.validation.contact.category')];
  if (category.key === 'email') return validateEmail(input.value, `${field}.value`);
  const required = validateRequired({ [category.key === 'mobileNo' ? 'mobile' : 'contactNumber']: input.value }, [
    category.key === 'mobileNo' ? 'mobile' : 'contactNumber',
  ]);
  if (required.length > 0) return required.map((i) => ({ ...i, field: `${field}.value` }));
  return isPhone(input.value) ? [] : [issue(`${field}.value`, 'domain.validation.contact.phone')];
}

/**
 * The messenger rule of sections 3 and 9: the type is a social link type (Linkedin, Facebook, Twitter,
 * Skype, Website, Others), the handle or address is required (section 5 "social media required"), and a
 * website must be a valid URL (section 5 "URLs must be valid").
 */
export function validateMessenger(input: { type: unknown; value: unknown }, field = 'messenger'): ValidationIssue[] {
  if (!socialLinkTypes.byId(input.type)) return [issue(`${field}.type`, 'domain.validation.messenger.type')];
  if (isBlank(input.value)) return [issue(`${field}.value`, 'domain.validation.required.socialMedia')];
  return input.type === 'website' ? validateUrl(input.value, `${field}.value`, { required: true }) : [];
}
