export { skillsSuitability, skillsSuitabilityThresholds, skillsSuitabilityVerdicts } from './suitability';
export type { SkillsSuitability, SkillsSuitabilityVerdict } from './suitability';
