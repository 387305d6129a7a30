import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllableState } from './useControllableState';

describe('given useControllableState', () => {
  it('should keep its own value when uncontrolled and report changes', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 1, onValueChange }));
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    act(() => result.current[1]((n) => n + 1));
    expect(result.current[0]).toBe(3);
    expect(onValueChange.mock.calls).toEqual([[2], [3]]);
  });

  it('should follow the value prop when controlled and only ask for changes', () => {
    const onValueChange = vi.fn();
    const { result, rerender } = renderHook(
      (props: { value: number }) => useControllableState({ ...props, defaultValue: 0, onValueChange }),
      {
        initialProps: { value: 5 },
      },
    );
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onValueChange).toHaveBeenCalledWith(6);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });

  it('should not report a change to the same value', () => {
    const onValueChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultValue: 'a', onValueChange }));
    act(() => result.current[1]('a'));
    expect(onValueChange).not.toHaveBeenCalled();
  });
});

describe('given useControllableState with a component name, in a development build', () => {
  it('should warn once when given a value without onValueChange', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHook(() => useControllableState({ value: 1, defaultValue: 0, name: 'Select' }));
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '@arms/ui: Select was given `value` without `onValueChange`, so it cannot change; use `defaultValue` for a field that keeps its own value.',
    );
    warn.mockRestore();
  });

  it('should warn when the component switches from uncontrolled to controlled, and not before', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = renderHook(
      (props: { value?: number }) =>
        useControllableState({ ...props, defaultValue: 0, onValueChange: () => {}, name: 'MultiSelect' }),
      { initialProps: {} },
    );
    rerender({});
    expect(warn).not.toHaveBeenCalled();
    rerender({ value: 3 });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      "@arms/ui: MultiSelect changed from uncontrolled to controlled: `value` must stay given (use null for none) or stay undefined for the component's whole life.",
    );
    warn.mockRestore();
  });

  it('should say nothing for a correct controlled use or without a name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderHook(() => useControllableState({ value: 1, defaultValue: 0, onValueChange: () => {}, name: 'Select' }));
    renderHook(() => useControllableState({ value: 1, defaultValue: 0 }));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
