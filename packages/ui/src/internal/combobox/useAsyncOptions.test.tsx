import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelectOption } from './options';
import { useAsyncOptions, type LoadOptions } from './useAsyncOptions';

interface Props {
  search: string;
  active: boolean;
  loadOptions?: LoadOptions;
}

const option = (label: string): SelectOption => ({ value: label.toLowerCase(), label });

/** A loader whose answers the test releases by hand, in any order. */
function controllableLoader() {
  const calls: { search: string; signal: AbortSignal; resolve: (o: SelectOption[]) => void; reject: () => void }[] = [];
  const loadOptions = vi.fn<LoadOptions>(
    (search, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ search, signal, resolve, reject: () => reject(new Error('down')) });
      }),
  );
  return { calls, loadOptions };
}

function render(initial: Props) {
  return renderHook((props: Props) => useAsyncOptions({ ...props, debounceMs: 300 }), { initialProps: initial });
}

describe('given asynchronous options', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('should stay idle without a loader or while the list is closed', async () => {
    const { loadOptions } = controllableLoader();
    const { result, rerender } = render({ search: '', active: false });
    expect(result.current.status).toBe('idle');
    rerender({ search: '', active: false, loadOptions });
    await act(() => vi.runAllTimersAsync());
    expect(loadOptions).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
  });

  it('should load the first search at once and report loading, then the answer', async () => {
    const { calls, loadOptions } = controllableLoader();
    const { result } = render({ search: '', active: true, loadOptions });
    expect(result.current.status).toBe('loading');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((c) => c.search)).toEqual(['']);
    await act(async () => calls[0]?.resolve([option('Việt Nam')]));
    expect(result.current).toEqual({ status: 'ready', options: [option('Việt Nam')] });
  });

  it('should debounce typing and ask only for the last search', async () => {
    const { calls, loadOptions } = controllableLoader();
    const { rerender } = render({ search: 'v', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender({ search: 'vi', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(100));
    rerender({ search: 'vie', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(loadOptions).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(calls.map((c) => c.search)).toEqual(['vie']);
  });

  it('should abort the older request and ignore its late answer', async () => {
    const { calls, loadOptions } = controllableLoader();
    const { result, rerender } = render({ search: 'sing', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(300));
    rerender({ search: 'viet', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(300));
    const [older, newer] = calls;
    expect(older?.signal.aborted).toBe(true);
    expect(newer?.signal.aborted).toBe(false);
    await act(async () => newer?.resolve([option('Việt Nam')]));
    await act(async () => older?.resolve([option('Singapore')]));
    expect(result.current.options).toEqual([option('Việt Nam')]);
  });

  it('should report a failure, and ask again when the list reopens', async () => {
    const { calls, loadOptions } = controllableLoader();
    const { result, rerender } = render({ search: '', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => calls[0]?.reject());
    expect(result.current.status).toBe('error');
    rerender({ search: '', active: false, loadOptions });
    rerender({ search: '', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls).toHaveLength(2);
  });

  it('should not ask again when reopened with an answered search', async () => {
    const { calls, loadOptions } = controllableLoader();
    const { result, rerender } = render({ search: '', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => calls[0]?.resolve([option('Malaysia')]));
    rerender({ search: '', active: false, loadOptions });
    rerender({ search: '', active: true, loadOptions });
    await act(() => vi.runAllTimersAsync());
    expect(calls).toHaveLength(1);
    expect(result.current.status).toBe('ready');
  });

  it('should abort the request when the list closes', async () => {
    const { calls, loadOptions } = controllableLoader();
    const { result, rerender } = render({ search: '', active: true, loadOptions });
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ search: '', active: false, loadOptions });
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(result.current.status).toBe('idle');
  });
});
