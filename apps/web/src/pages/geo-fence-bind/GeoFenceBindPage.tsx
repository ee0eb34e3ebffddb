import { useMemo, useState } from 'react';
import { App, Button, Card, Select, Space, Table, Tag, Transfer } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  bindFence,
  fetchBindingHistory,
  FENCES_KEY,
  unbindFence,
  type BindingHistoryItem,
} from '../../api/fences';
import { searchDevices } from '../../api/devices';
import { describeError } from '../../app/describe-error';
import { useFences } from '../geo-fence/hooks';

/** Binding terminals to geo-fences (/geoFenceBind), with the history of every binding. */
export function GeoFenceBindPage() {
  const { t, i18n } = useTranslation('fence');
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const fences = useFences();
  const fenceId = params.get('fenceId') ?? fences.data?.[0]?.id ?? null;
  const fence = fences.data?.find((f) => f.id === fenceId);
  const devices = useQuery({
    queryKey: ['fence-bind', 'devices'],
    queryFn: ({ signal }) => searchDevices('', signal),
  });
  const history = useQuery({
    queryKey: ['fence-bind', 'history', fenceId],
    queryFn: () => fetchBindingHistory(fenceId ?? undefined),
    enabled: fenceId !== null,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const bound = useMemo(() => fence?.terminals.map((term) => term.imei) ?? [], [fence]);

  const change = useMutation({
    mutationFn: async ({ add, drop }: { add: string[]; drop: string[] }) => {
      if (!fenceId) return;
      if (add.length > 0) await bindFence(fenceId, add);
      if (drop.length > 0) await unbindFence(fenceId, drop);
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: FENCES_KEY }),
        client.invalidateQueries({ queryKey: ['fence-bind', 'history'] }),
      ]),
  });

  const apply = (target: string[], direction: 'left' | 'right', moved: string[]) => {
    const add = direction === 'right' ? moved : [];
    const drop = direction === 'left' ? moved : [];
    void target;
    change.mutateAsync({ add, drop }).then(
      () => void message.success(t(direction === 'right' ? 'bound' : 'unbound')),
      (error: unknown) => void message.error(describeError(error, i18n)),
    );
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Card size="small" title={t('bindTitle')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Select
            style={{ width: 360 }}
            placeholder={t('chooseFence')}
            value={fenceId ?? undefined}
            loading={fences.isLoading}
            options={(fences.data ?? []).map((f) => ({
              value: f.id,
              label: `${f.name} · ${t(`types.${f.type}`)}`,
            }))}
            onChange={(id) => {
              setSelected([]);
              setParams({ fenceId: id });
            }}
            data-testid="fence-select"
          />
          {fence && (
            <Transfer
              dataSource={(devices.data ?? []).map((d) => ({
                key: d.imei,
                title: `${d.name} (${d.imei})`,
              }))}
              titles={[t('unboundTerminals'), t('boundTerminals')]}
              targetKeys={bound}
              selectedKeys={selected}
              onSelectChange={(source, target) => setSelected([...source, ...target].map(String))}
              onChange={(target, direction, moved) =>
                apply(target.map(String), direction, moved.map(String))
              }
              render={(item) => item.title}
              showSearch
              listStyle={{ width: 360, height: 320 }}
              disabled={change.isPending}
            />
          )}
        </Space>
      </Card>
      <Card size="small" title={t('history')}>
        <Table<BindingHistoryItem>
          rowKey="id"
          size="small"
          loading={history.isLoading}
          dataSource={history.data ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            {
              title: t('time'),
              dataIndex: 'at',
              render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
            },
            { title: t('name'), dataIndex: 'fenceName' },
            {
              title: t('terminal'),
              key: 'terminal',
              render: (_v, h) => `${h.deviceName} (${h.imei})`,
            },
            {
              title: t('action'),
              dataIndex: 'action',
              render: (action: string) => (
                <Tag color={action === 'bind' ? 'green' : 'default'}>
                  {t(`actionNames.${action}`)}
                </Tag>
              ),
            },
            { title: t('operator'), dataIndex: 'actorName' },
          ]}
        />
      </Card>
      {!fence && !fences.isLoading && <Button href="/geoFence">{t('add')}</Button>}
    </Space>
  );
}
