export { Stepper } from './Stepper';
export type { StepperOrientation, StepperProps, StepperStep, StepState } from './Stepper';
