import Router from 'next/router';
import { renderHook } from '@testing-library/react';
import { useYotpoWidgets } from '@/lib/reviews/use-yotpo-widgets';
import { YOTPO_SCRIPT_ID, loadYotpoScript, refreshYotpoWidgets, yotpoScriptUrl } from '@/lib/reviews/yotpo';

afterEach(() => {
  delete window.yotpo;
  document.getElementById(YOTPO_SCRIPT_ID)?.remove();
  jest.restoreAllMocks();
});

describe('yotpo helpers', () => {
  it('loads the widget script once', () => {
    loadYotpoScript('my key');
    loadYotpoScript('my key');
    const scripts = document.querySelectorAll(`#${YOTPO_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    expect((scripts[0] as HTMLScriptElement).src).toBe(yotpoScriptUrl('my key'));
    expect(yotpoScriptUrl('my key')).toBe('https://staticw2.yotpo.com/my%20key/widget.js');
  });

  it('refreshes the widgets when the script is loaded', () => {
    const refreshWidgets = jest.fn();
    window.yotpo = { refreshWidgets };
    expect(refreshYotpoWidgets()).toBe(true);
    expect(refreshWidgets).toHaveBeenCalledTimes(1);
  });

  it('swallows the failure with a console note while the script is not loaded yet', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    expect(refreshYotpoWidgets()).toBe(false);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('Reviews widget not initialised'), expect.any(String));
  });

  it('swallows an error thrown by the widget itself', () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    window.yotpo = {
      refreshWidgets: () => {
        throw new Error('yotpo not ready');
      },
    };
    expect(refreshYotpoWidgets()).toBe(false);
    expect(info).toHaveBeenCalled();
  });
});

describe('useYotpoWidgets', () => {
  it('does nothing without an app key', () => {
    renderHook(() => useYotpoWidgets(null));
    expect(document.getElementById(YOTPO_SCRIPT_ID)).toBeNull();
  });

  it('initialises on mount and again after each client-side navigation, until unmounted', () => {
    const refreshWidgets = jest.fn();
    window.yotpo = { refreshWidgets };
    const { unmount } = renderHook(() => useYotpoWidgets('key'));
    expect(document.getElementById(YOTPO_SCRIPT_ID)).not.toBeNull();
    expect(refreshWidgets).toHaveBeenCalledTimes(1);
    Router.events.emit('routeChangeComplete', '/products/creatine', { shallow: false });
    expect(refreshWidgets).toHaveBeenCalledTimes(2);
    unmount();
    Router.events.emit('routeChangeComplete', '/', { shallow: false });
    expect(refreshWidgets).toHaveBeenCalledTimes(2);
  });
});
