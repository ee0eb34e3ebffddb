import { App as AntApp, ConfigProvider, theme } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ANTD_LOCALES, directionOf, useLanguage } from '../i18n';
import { useSettingsStore } from '../state/settings-store';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    // Operators keep screens open for hours; refetching on every focus would flood the server.
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});

export function App() {
  const language = useLanguage();
  const themeColor = useSettingsStore((s) => s.themeColor);
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
          <RouterProvider router={router} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
