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
