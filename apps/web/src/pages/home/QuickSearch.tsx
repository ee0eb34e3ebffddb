import { useDeferredValue, useMemo, useState } from 'react';
import { Input, List, Tag } from 'antd';
import { CarOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { searchDevices } from '../../api/devices';
import { useSessionStore } from '../../state/session-store';

/** Results shown per kind; the full lists are one click away. */
const MAX_RESULTS = 8;

interface SearchHit {
  key: string;
  kind: 'device' | 'account';
  title: string;
  detail: string;
  path: string;
}

/** One box for devices (name, IMEI or plate) and accounts (login or nickname). */
export function QuickSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const users = useSessionStore((s) => s.users);

  const devices = useQuery({
    queryKey: ['quick-search', 'devices', search],
    queryFn: ({ signal }) => searchDevices(search, signal),
    enabled: search.length > 0,
    staleTime: 30_000,
  });

  const hits = useMemo<SearchHit[]>(() => {
    if (!search) return [];
    const needle = search.toLowerCase();
    const accountHits = users
      .filter(
        (user) =>
          user.userAccount.toLowerCase().includes(needle) ||
          user.nickName.toLowerCase().includes(needle),
      )
      .slice(0, MAX_RESULTS)
      .map<SearchHit>((user) => ({
        key: `account-${user.id}`,
        kind: 'account',
        title: user.nickName || user.userAccount,
        detail: user.userAccount,
        path: `/accountManage?account=${encodeURIComponent(user.userAccount)}`,
      }));
    const deviceHits = (devices.data ?? []).slice(0, MAX_RESULTS).map<SearchHit>((device) => ({
      key: `device-${device.id}`,
      kind: 'device',
      title: device.name,
      detail: device.imei,
      path: `/realTimeMonitor?imei=${encodeURIComponent(device.imei)}`,
    }));
    return [...deviceHits, ...accountHits];
  }, [search, users, devices.data]);

  return (
    <div className="quick-search">
      <Input.Search
        allowClear
        size="large"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.title')}
        loading={devices.isFetching}
      />
      {search && (
        <List<SearchHit>
          className="quick-search__results"
          size="small"
          dataSource={hits}
          locale={{ emptyText: devices.isFetching ? t('search.searching') : t('search.noMatch') }}
          renderItem={(hit) => (
            <List.Item
              className="quick-search__hit"
              onClick={() => void navigate(hit.path)}
              extra={
                <Tag
                  color={hit.kind === 'device' ? 'blue' : 'purple'}
                  icon={hit.kind === 'device' ? <CarOutlined /> : <TeamOutlined />}
                >
                  {t(`search.kind.${hit.kind}`)}
                </Tag>
              }
            >
              <List.Item.Meta title={hit.title} description={hit.detail} />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
