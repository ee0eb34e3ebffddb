import { Alert, App as AntApp, Button, ConfigProvider, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ANTD_LOCALES, directionOf, useLanguage } from '../i18n';
import { useLoadErrorStore } from '../state/load-error-store';
import { useThemeColor } from '../state/settings-store';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // Operators keep screens open for hours; refetching on every focus would flood the server.
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});

/** 'CSS chunk load failed' (SPEC.md §8): the page works on, unstyled in part, until reloaded. */
function StyleChunkBanner() {
  const { t } = useTranslation();
  const failed = useLoadErrorStore((s) => s.styleChunkFailed);
  const dismiss = useLoadErrorStore((s) => s.dismiss);
  if (!failed) return null;
  return (
    <Alert
      banner
      type="warning"
      className="load-error-banner"
      title={t('errors:chunk.cssLoadFailed')}
      closable={{ onClose: dismiss }}
      action={
        <Button size="small" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </Button>
      }
    />
  );
}

export function App() {
  const language = useLanguage();
  const themeColor = useThemeColor();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={ANTD_LOCALES[language]}
        direction={directionOf(language)}
        theme={{
          algorithm: theme.defaultAlgorithm,
          token: { colorPrimary: themeColor, colorLink: '#3E63B8', borderRadius: 6 },
          components: {
            Layout: { siderBg: themeColor, headerBg: '#ffffff', bodyBg: '#F3F5F9' },
            Menu: {
              darkItemBg: themeColor,
              darkSubMenuItemBg: '#1F2537',
              darkPopupBg: themeColor,
              darkItemSelectedBg: '#4A5A85',
              darkItemColor: 'rgba(255,255,255,0.72)',
            },
          },
        }}
      >
        <AntApp>
          <StyleChunkBanner />
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
