import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { createToastSlice, visibleToasts, type ToastSlice } from '../../../src/store/toast-slice.ts';

const nyStore = () => createStore<ToastSlice>()(createToastSlice);

describe('toasts (spec §3, §9)', () => {
  it('closes after 5000 ms by default; null and off both mean it stays until closed', () => {
    const store = nyStore();
    store.getState().visToast({ variant: 'info', content: 'standard' });
    store.getState().visToast({ variant: 'info', content: 'null', timeout: null });
    store.getState().visToast({ variant: 'info', content: 'off', timeout: 'off' });
    store.getState().visToast({ variant: 'info', content: 'kort', timeout: 1000 });
    expect(store.getState().toasts.map((toast) => [toast.content, toast.timeout])).toEqual([
      ['standard', 5000],
      ['null', null],
      ['off', null],
      ['kort', 1000],
    ]);
  });

  it("shows at most 5 of the page's toasts and 1 of a widget's at once; the rest wait in order", () => {
    const store = nyStore();
    for (let i = 1; i <= 7; i++) store.getState().visToast({ variant: 'success', content: `side ${i}` });
    for (let i = 1; i <= 3; i++) store.getState().visToast({ variant: 'info', content: `widget ${i}`, ko: 'widget' });
    const synlige = () => visibleToasts(store.getState().toasts).map((toast) => toast.content);
    expect(synlige()).toEqual(['side 1', 'side 2', 'side 3', 'side 4', 'side 5', 'widget 1']);

    const [forsteWidget] = store.getState().toasts.filter((toast) => toast.ko === 'widget');
    store.getState().fjernToast(forsteWidget!.id);
    store.getState().fjernToast(store.getState().toasts[0]!.id);
    expect(synlige()).toEqual(['side 2', 'side 3', 'side 4', 'side 5', 'side 6', 'widget 2']);
  });
});
