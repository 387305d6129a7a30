export { RangeSlider } from './RangeSlider';
export type { RangeSliderBounds, RangeSliderPreset, RangeSliderProps, RangeSliderValue } from './RangeSlider';
