import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArmsProvider } from '../ArmsProvider';
import { ToastProvider, useToast, type ToastProviderProps } from './Toast';

function wrapper(props: Omit<ToastProviderProps, 'children'> = {}) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <ArmsProvider>
        <ToastProvider {...props}>{children}</ToastProvider>
      </ArmsProvider>
    );
  };
}

const items = () => within(screen.getByRole('region', { name: 'Notifications (F8)' })).queryAllByRole('listitem');

describe('given useToast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('should throw a clear message outside a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast(), { wrapper: ArmsProvider })).toThrow(/needs a <ToastProvider>/);
  });

  it('should replace a toast shown again with the same id', () => {
    const { result } = renderHook(() => useToast(), { wrapper: wrapper() });
    act(() => {
      result.current.info('Saving…', { id: 'autosave' });
      result.current.info('Saved', { id: 'autosave' });
    });
    expect(items()).toHaveLength(1);
    expect(items()[0]?.textContent).toContain('Saved');
  });

  it('should keep at most `max` toasts, dropping the oldest', () => {
    const { result } = renderHook(() => useToast(), { wrapper: wrapper({ max: 2 }) });
    act(() => {
      result.current.success('one');
      result.current.success('two');
      result.current.success('three');
    });
    expect(items().map((item) => item.textContent)).toEqual([
      expect.stringContaining('two'),
      expect.stringContaining('three'),
    ]);
  });

  it.each([
    ['success', 1000, 0],
    ['info', 1000, 0],
    ['error', 60_000, 1],
  ] as const)('should dismiss a %s toast after the duration unless it is an error', (variant, wait, left) => {
    const onDismiss = vi.fn();
    const { result } = renderHook(() => useToast(), { wrapper: wrapper({ duration: 1000 }) });
    act(() => {
      result.current.show({ variant, message: 'News', onDismiss });
    });
    act(() => vi.advanceTimersByTime(wait));
    expect(items()).toHaveLength(left);
    expect(onDismiss).toHaveBeenCalledTimes(1 - left);
  });

  it('should dismiss every toast when dismiss has no id', () => {
    const { result } = renderHook(() => useToast(), { wrapper: wrapper() });
    act(() => {
      result.current.error('a');
      result.current.error('b');
    });
    act(() => result.current.dismiss());
    expect(items()).toHaveLength(0);
  });
});

describe('given a standalone Toast', () => {
  afterEach(cleanup);

  it('should render nothing interactive without onDismiss', async () => {
    const { Toast } = await import('./Toast');
    render(
      <ArmsProvider>
        <Toast>Saving…</Toast>
      </ArmsProvider>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
