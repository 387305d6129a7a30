import { englishErrorMessages } from './messages';

/**
 * The error catalogue's English messages as the `domain` namespace (`errors.<CODE>`): the part of
 * @arms/domain's English a sign-in page needs before the labels (vocabularies, menus, routes, validation)
 * have loaded (docs/decisions/0187).
 */
export const domainEnglishErrors = { domain: { errors: englishErrorMessages() } } as const;
