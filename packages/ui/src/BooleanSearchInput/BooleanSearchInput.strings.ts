/**
 * The `ui.BooleanSearchInput.*` strings in English (the Vietnamese: `BooleanSearchInput.strings.vn.ts`). The operators themselves (AND, OR,
 * NOT) are syntax and stay in English in both languages: the parser reads only those.
 */
export const booleanSearchInputStrings = {
  label: 'Skills search',
  placeholder: 'e.g. java AND (spring OR "spring boot")',
  near: 'Near “{{token}}”, character {{position}}.',
  help: 'Search tips',
  helpTitle: 'Boolean search syntax',
  and: 'Both terms must match',
  or: 'Either term may match',
  not: 'Leaves out resumes with the term',
  phrase: 'An exact phrase',
  wildcard: 'Words that start with the term',
  group: 'Groups terms; groups may be nested',
  adjacent: 'Terms side by side mean AND. Operators may be written in any case.',
  separators: 'Commas, semicolons, slashes and | separate words like spaces: | is not OR.',
};
