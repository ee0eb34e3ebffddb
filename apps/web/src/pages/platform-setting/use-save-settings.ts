import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Settings } from '@convoy/domain';
import { describeError } from '../../app/describe-error';
import { useSettingsStore } from '../../state/settings-store';

/** Saves some settings groups together, then says whether it worked. */
export function useSaveSettings() {
  const { t, i18n } = useTranslation('settings');
  const { message } = App.useApp();
  return useMutation({
    mutationFn: async (groups: Partial<Settings>) => {
      const save = useSettingsStore.getState().save;
      for (const [group, value] of Object.entries(groups) as [keyof Settings, never][]) {
        await save(group, value);
      }
    },
    onSuccess: () => void message.success(t('saved')),
    onError: (error) => void message.error(describeError(error, i18n)),
  });
}
