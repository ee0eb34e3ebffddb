/** Things the main frame keeps running while any signed-in page is open. */
import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MAX_VISIBLE_TAGS,
  POLLING_TICK_MS,
  enforceTagLimit,
  isPollingPage,
  mergeMenuTags,
} from '@convoy/domain';
import { usePollingStore } from '../state/polling-store';
import { useSettingsStore } from '../state/settings-store';

/**
 * The one-second countdown of SPEC.md §4 Polling: it runs on the realtime, video, track,
 * video playback and report pages only, with the period of the realtime setting.
 */
export function usePositionPolling(pathname: string): void {
  const seconds = useSettingsStore((s) => s.settings.realtime.dataRefreshTimeSelected);
  const active = isPollingPage(pathname);
  useEffect(() => {
    if (!active) return;
    const { restart, tick } = usePollingStore.getState();
    restart(seconds);
    const timer = setInterval(tick, POLLING_TICK_MS);
    return () => clearInterval(timer);
  }, [active, seconds]);
}

/**
 * Keeps the visible tags within the limit: a stored list over it (from an older client or
 * another browser) loses the extras, with the catalogue's message, and is saved back.
 */
export function useVisibleTagLimit(): void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const menu = useSettingsStore((s) => s.settings.menu);
  const loaded = useSettingsStore((s) => s.loaded);
  const saving = useRef(false);
  useEffect(() => {
    if (!loaded || saving.current) return;
    // An empty stored list means the initial selection, which counts too.
    const limited = enforceTagLimit(mergeMenuTags(menu.tags), menu.reportTags);
    if (limited.removed === 0) return;
    saving.current = true;
    void message.warning(t('errors:shortcut.limitExceeded', { max: MAX_VISIBLE_TAGS }));
    useSettingsStore
      .getState()
      .save('menu', { tags: limited.menuTags, reportTags: limited.reportTags })
      .catch(() => undefined)
      .finally(() => {
        saving.current = false;
      });
  }, [loaded, menu, message, t]);
}

/** The browser tab: the page, then the configured title or the default device-model label. */
export function usePageTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const configured = useSettingsStore((s) => s.settings.style.pageTitle);
  const site = configured || t('defaultPageTitle');
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${site}` : site;
  }, [pageTitle, site]);
}
