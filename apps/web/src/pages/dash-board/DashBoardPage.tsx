import { useMemo, useState } from 'react';
import { Button, Card, Empty, List, Select, Space, Statistic, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MOTION_STATES } from '@convoy/domain';
import { api } from '../../api/http';
import type { ValueOf } from '../../api/api-types';
import { STATUS_COLORS } from '../../map/vehicle-icons';
import { EChart, type ChartOption } from './EChart';
import './dashboard.css';

type DashboardData = ValueOf<'/api/Dashboard/GetDashboard', 'post'>;

/** Refresh choices in minutes (SPEC.md §9: every few minutes, parameterised). */
const REFRESH_MINUTES = [1, 5, 10, 30] as const;
const REFRESH_STORAGE_KEY = 'convoy-dashboard-refresh-minutes';

const MOTION_COLORS: Record<(typeof MOTION_STATES)[number], string> = {
  stopped: STATUS_COLORS.on_p_accoff,
  moving: STATUS_COLORS.online,
  idling: STATUS_COLORS.on_p_idling,
  movingEngineOn: '#0d9488',
  noPosition: STATUS_COLORS.on_nolocate,
  noDataUpload: STATUS_COLORS.offline,
};

function storedRefresh(): number {
  const value = Number(localStorage.getItem(REFRESH_STORAGE_KEY));
  return (REFRESH_MINUTES as readonly number[]).includes(value) ? value : 5;
}

function rankingOption(items: { name: string; value: number }[], color: string): ChartOption {
  const sorted = [...items].reverse();
  return {
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: sorted.map((i) => i.name) },
    series: [
      { type: 'bar', data: sorted.map((i) => i.value), itemStyle: { color }, barMaxWidth: 16 },
    ],
  };
}

/**
 * The dashboard (SPEC.md §2): how many devices are online, what they are doing, the events
 * of the last 30 days and per 100 km, who drove and burned the most, and what expires soon.
 */
export function DashBoardPage() {
  const { t } = useTranslation('dashboard');
  const [refreshMinutes, setRefreshMinutes] = useState(storedRefresh);
  const query = useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) =>
      api.post<DashboardData>('/api/Dashboard/GetDashboard', undefined, { signal }),
    refetchInterval: refreshMinutes * 60_000,
  });
  const data = query.data;

  const onlineOption = useMemo<ChartOption | undefined>(
    () =>
      data && {
        tooltip: { trigger: 'item' },
        legend: { bottom: 0 },
        series: [
          {
            type: 'pie',
            radius: ['52%', '75%'],
            center: ['50%', '44%'],
            label: { show: false },
            data: [
              { name: t('online'), value: data.online, itemStyle: { color: STATUS_COLORS.online } },
              {
                name: t('offline'),
                value: data.offline,
                itemStyle: { color: STATUS_COLORS.offline },
              },
            ],
          },
        ],
      },
    [data, t],
  );
  const motionOption = useMemo<ChartOption | undefined>(
    () =>
      data && {
        grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
        xAxis: {
          type: 'category',
          data: MOTION_STATES.map((m) => t(`motion.${m}`)),
          axisLabel: { interval: 0, fontSize: 11, rotate: 20 },
        },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          {
            type: 'bar',
            barMaxWidth: 36,
            data: MOTION_STATES.map((m) => ({
              value: data.motion[m],
              itemStyle: { color: MOTION_COLORS[m] },
            })),
          },
        ],
      },
    [data, t],
  );
  const eventsOption = useMemo<ChartOption | undefined>(
    () =>
      data && {
        grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: data.eventsByDay.map((d) => d.day.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          {
            type: 'line',
            smooth: true,
            areaStyle: { opacity: 0.15 },
            itemStyle: { color: '#dc2626' },
            data: data.eventsByDay.map((d) => d.count),
          },
        ],
      },
    [data],
  );
  const mileageOption = useMemo(
    () =>
      data &&
      rankingOption(
        data.mileageRanking.map((r) => ({ name: r.name, value: r.km })),
        '#2563eb',
      ),
    [data],
  );
  const fuelOption = useMemo(
    () =>
      data &&
      rankingOption(
        data.fuelRanking.map((r) => ({ name: r.name, value: r.litres })),
        '#d97706',
      ),
    [data],
  );

  const chartOrEmpty = (option: ChartOption | null | undefined, label: string, empty = false) =>
    option && !empty ? (
      <EChart option={option} label={label} />
    ) : (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
    );

  return (
    <div className="dashboard" data-testid="dashboard">
      <div className="dashboard__bar">
        <Space>
          <Select
            size="small"
            value={refreshMinutes}
            aria-label={t('refresh')}
            onChange={(value: number) => {
              localStorage.setItem(REFRESH_STORAGE_KEY, String(value));
              setRefreshMinutes(value);
            }}
            options={REFRESH_MINUTES.map((m) => ({
              value: m,
              label: t('refreshEvery', { minutes: m }),
            }))}
          />
          <Button
            size="small"
            icon={<ReloadOutlined />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {t('refresh')}
          </Button>
        </Space>
        {query.dataUpdatedAt > 0 && (
          <Typography.Text type="secondary">
            {t('updated', { time: new Date(query.dataUpdatedAt).toLocaleTimeString() })}
          </Typography.Text>
        )}
      </div>
      <div className="dashboard__stats">
        <Card size="small">
          <Statistic title={t('total')} value={data?.total ?? 0} />
        </Card>
        <Card size="small">
          <Statistic
            title={t('online')}
            value={data?.online ?? 0}
            styles={{ content: { color: STATUS_COLORS.online } }}
          />
        </Card>
        <Card size="small">
          <Statistic
            title={t('offline')}
            value={data?.offline ?? 0}
            styles={{ content: { color: '#64748b' } }}
          />
        </Card>
        <Card size="small">
          <Statistic
            title={t('onlineRate')}
            value={data && data.total > 0 ? (data.online / data.total) * 100 : 0}
            precision={1}
            suffix="%"
          />
        </Card>
        <Card size="small">
          <Statistic title={t('eventsTotal')} value={data?.eventsTotal ?? 0} />
        </Card>
        <Card size="small">
          <Statistic title={t('mileage')} value={data?.mileageKm ?? 0} precision={1} />
        </Card>
        <Card size="small">
          <Statistic title={t('eventsPer100Km')} value={data?.eventsPer100Km ?? 0} precision={1} />
        </Card>
      </div>
      <div className="dashboard__grid">
        <Card size="small" title={`${t('online')} / ${t('offline')}`}>
          {chartOrEmpty(onlineOption, t('online'))}
        </Card>
        <Card size="small" title={t('motionTitle')}>
          {chartOrEmpty(motionOption, t('motionTitle'))}
        </Card>
        <Card size="small" title={t('eventsTitle')} className="dashboard__wide">
          {chartOrEmpty(eventsOption, t('eventsTitle'))}
        </Card>
        <Card size="small" title={t('mileageRanking')}>
          {chartOrEmpty(mileageOption, t('mileageRanking'), data?.mileageRanking.length === 0)}
        </Card>
        <Card size="small" title={t('fuelRanking')}>
          {chartOrEmpty(fuelOption, t('fuelRanking'), data?.fuelRanking.length === 0)}
        </Card>
        <Card
          size="small"
          title={t('expiryTitle')}
          extra={
            data && (
              <Space size={4}>
                <Tag color="red">{`${t('expired')}: ${data.expiry.expired}`}</Tag>
                <Tag color="orange">{`${t('dueSoon')}: ${data.expiry.dueSoon}`}</Tag>
              </Space>
            )
          }
        >
          <List
            size="small"
            className="dashboard__expiry"
            dataSource={data?.expiry.items ?? []}
            locale={{ emptyText: t('noData') }}
            renderItem={(item) => (
              <List.Item
                extra={
                  <Tag color={item.remainingDays < 0 ? 'red' : 'orange'}>
                    {item.remainingDays < 0
                      ? t('expiredDays', { count: -item.remainingDays })
                      : t('remainingDays', { count: item.remainingDays })}
                  </Tag>
                }
              >
                <Link to={`/realTimeMonitor?imei=${encodeURIComponent(item.imei)}`}>
                  {item.name}
                </Link>
              </List.Item>
            )}
          />
        </Card>
      </div>
    </div>
  );
}
