import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GeneralTab } from './GeneralTab';
import { MapTab } from './MapTab';
import { MenuTab } from './MenuTab';
import { RealtimeTab } from './RealtimeTab';
import { VideoTab } from './VideoTab';
import '../settings.css';

const TABS = ['general', 'map', 'realtime', 'video', 'menu'] as const;
type TabKey = (typeof TABS)[number];

const isTab = (value: string | null): value is TabKey =>
  value !== null && (TABS as readonly string[]).includes(value);

/** Platform settings (SPEC.md §2): tabs general, map, realtime, video and menu. */
export function PlatformSettingPage() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabKey = isTab(tab) ? tab : 'general';

  const content: Record<TabKey, React.ReactNode> = {
    general: <GeneralTab />,
    map: <MapTab />,
    realtime: <RealtimeTab />,
    video: <VideoTab />,
    menu: <MenuTab />,
  };

  return (
    <Card className="settings-page">
      <Tabs
        activeKey={active}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`), children: content[key] }))}
      />
    </Card>
  );
}
