import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Input, Segmented, Select, Space, Tooltip, message } from 'antd';
import {
  ApartmentOutlined,
  AimOutlined,
  ClusterOutlined,
  ColumnWidthOutlined,
  CompressOutlined,
  DownloadOutlined,
  EnvironmentOutlined,
  TableOutlined,
  TagOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIST_STYLES, MAP_TYPES, type DeviceIconName, type MapType } from '@convoy/domain';
import { describeError } from '../../app/describe-error';
import { ConvoyMap } from '../../map/ConvoyMap';
import { MapOfflineNotice } from '../../map/MapOfflineNotice';
import { useMap } from '../../map/map-context';
import { FenceLayer, PoiLayer, useFenceOverlay, usePoiOverlay } from '../../map/OverlayLayers';
import { RulerLayer, formatDistance } from '../../map/RulerLayer';
import { VehicleLayer } from '../../map/VehicleLayer';
import { toMapCoordinates } from '../../map/providers';
import type { VehicleFeed, VehiclePoint } from '../../map/vehicle-feed';
import { useSessionStore } from '../../state/session-store';
import { useSettingsStore } from '../../state/settings-store';
import { exportLastLocations, type MonitorRecord } from './api/monitor-api';
import { DevicePanel } from './components/DevicePanel';
import { DeviceTable, DeviceTree, type ListStyle, type ListView } from './components/DeviceList';
import { StatusLegend } from './components/StatusLegend';
import { useLiveLocations } from './hooks/use-live-locations';
import { subscribeBatches, useMonitorStore } from './state/monitor-store';
import {
  countByStatus,
  nameOrder,
  tableRows,
  treeRows,
  type AccountNode,
} from './utils/device-rows';
import './monitor.css';

/**
 * How long the lists wait for the map to take a new fleet before they are worked out anyway
 * (the map's style may still be loading, or the map may not load at all).
 */
const LISTS_WAIT_FOR_MAP_MS = 1500;

/** A record the map can place: it has a position that is not the null island of no fix. */
function pointOf(record: MonitorRecord): VehiclePoint | null {
  const loc = record.lastLoc;
  if (!loc || (loc.lat === 0 && loc.lng === 0)) return null;
  return {
    id: record.tracker.id,
    lng: loc.lng,
    lat: loc.lat,
    status: record.status,
    course: loc.direction,
    name: record.tracker.name,
    speed: loc.speed,
    gpsTime: loc.gpsTime,
  };
}

/** Flies to the selected device, and keeps it in view while it moves when following. */
function SelectedFocus({ record, follow }: { record: MonitorRecord | null; follow: boolean }) {
  const { map, coordinates } = useMap();
  const id = record?.tracker.id;
  const lastFocused = useRef<string | null>(null);
  useEffect(() => {
    const loc = record?.lastLoc;
    if (!record || !loc || (loc.lat === 0 && loc.lng === 0)) return;
    const center = toMapCoordinates(loc.lng, loc.lat, coordinates);
    if (lastFocused.current !== record.tracker.id) {
      lastFocused.current = record.tracker.id;
      map.flyTo({ center, zoom: Math.max(map.getZoom(), 14), duration: 800 });
    } else if (follow) {
      map.easeTo({ center, duration: 600 });
    }
  }, [map, coordinates, record, follow]);
  useEffect(() => {
    if (!id) lastFocused.current = null;
  }, [id]);
  return null;
}

/** Fits the map to every placed vehicle when asked. */
function FitAll({ request, points }: { request: number; points: () => VehiclePoint[] }) {
  const { map, coordinates } = useMap();
  const pointsRef = useRef(points);
  pointsRef.current = points;
  useEffect(() => {
    if (request === 0) return;
    const all = pointsRef.current();
    if (all.length === 0) return;
    let [west, south, east, north] = [180, 90, -180, -90];
    for (const p of all) {
      const [lng, lat] = toMapCoordinates(p.lng, p.lat, coordinates);
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
    map.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: 60, maxZoom: 15, duration: 600 },
    );
  }, [map, coordinates, request]);
  return null;
}

/**
 * The realtime monitor (SPEC.md §2): the device tree or table with the status legend, the
 * live map of every vehicle, and the selected device's controls.
 */
export function RealTimeMonitorPage() {
  const { t, i18n } = useTranslation('monitor');
  useLiveLocations();
  const [searchParams] = useSearchParams();
  const settings = useSettingsStore((s) => s.settings);
  const saveSetting = useSettingsStore((s) => s.save);
  const profile = useSessionStore((s) => s.profile);
  const users = useSessionStore((s) => s.users);

  const records = useMonitorStore((s) => s.records);
  const version = useMonitorStore((s) => s.version);
  const generation = useMonitorStore((s) => s.generation);
  const membership = useMonitorStore((s) => s.membership);
  const loaded = useMonitorStore((s) => s.loaded);
  const live = useMonitorStore((s) => s.live);
  const counters = useMonitorStore((s) => s.counters);

  const [view, setView] = useState<ListView>('tree');
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const [statusFilter, setStatusFilter] = useState<DeviceIconName>('checkAll');
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);
  const [ruler, setRuler] = useState(settings.map.showRuler);
  const [rulerTotal, setRulerTotal] = useState(0);
  const [fitRequest, setFitRequest] = useState(0);
  const fences = useFenceOverlay();
  const pois = usePoiOverlay();

  const { realtime, map: mapSetting, style } = settings;
  const listStyle: ListStyle = style.listStyle;

  const accounts = useMemo<AccountNode[]>(() => {
    const nodes: AccountNode[] = users.map((u) => ({
      id: String(u.id),
      parentId: u.parentId === null ? null : String(u.parentId),
      name: u.nickName || u.userAccount,
    }));
    if (profile) {
      nodes.unshift({
        id: String(profile.sssid),
        parentId: null,
        name: profile.nickName || profile.userAccount,
      });
    }
    return nodes;
  }, [users, profile]);

  const filter = useMemo(() => ({ search, status: statusFilter }), [search, statusFilter]);
  // The fleet generation the map has taken a snapshot of.
  const [mapGeneration, setMapGeneration] = useState(-1);
  // The lists follow the store a moment behind the map: when the fleet arrives or a batch is
  // merged, the map takes it first and the lists are worked out just after, without holding
  // it up (sorting and grouping 50,000 devices takes a few hundred milliseconds). A new fleet
  // that arrives before the map is ready waits for the map to take it.
  const [fleet, setFleet] = useState({ records, version, membership });
  const mapHasFleet = mapGeneration >= generation;
  useEffect(() => {
    const timer = window.setTimeout(
      () => setFleet({ records, version, membership }),
      mapHasFleet ? 0 : LISTS_WAIT_FOR_MAP_MS,
    );
    return () => window.clearTimeout(timer);
  }, [records, version, membership, mapHasFleet]);
  // Sorted by name once per fleet (and when devices come, go or are renamed), not per batch.
  const order = useMemo(() => nameOrder(fleet.records.values()), [fleet.records, fleet.membership]); // eslint-disable-line react-hooks/exhaustive-deps
  // `version` marks a merge into the same Map: the lists recompute from it.
  const ordered = useMemo(() => {
    const list: MonitorRecord[] = [];
    for (const id of order) {
      const record = fleet.records.get(id);
      if (record) list.push(record);
    }
    return list;
  }, [fleet, order]);
  const counts = useMemo(() => countByStatus(ordered), [ordered]);
  const rows = useMemo(
    () => (view === 'tree' ? treeRows(ordered, accounts, filter, closed, true) : []),
    [ordered, view, accounts, filter, closed],
  );
  const table = useMemo(
    () => (view === 'table' ? tableRows(ordered, filter, true) : []),
    [ordered, view, filter],
  );
  const selected = selectedId ? (records.get(selectedId) ?? null) : null;

  // The map's vehicles: placed, shown (checked) and matching the status filter.
  const visibleOnMap = useCallback(
    (record: MonitorRecord) =>
      !hidden.has(record.tracker.id) &&
      (statusFilter === 'checkAll' || record.status === statusFilter),
    [hidden, statusFilter],
  );
  const snapshotPoints = useCallback(() => {
    const points: VehiclePoint[] = [];
    for (const record of useMonitorStore.getState().records.values()) {
      if (!visibleOnMap(record)) continue;
      const point = pointOf(record);
      if (point) points.push(point);
    }
    return points;
  }, [visibleOnMap]);
  const feed = useMemo<VehicleFeed>(
    () => ({
      version: generation,
      snapshot: () => {
        const points = snapshotPoints();
        setMapGeneration(generation);
        return points;
      },
      subscribe: (listener) =>
        subscribeBatches((changed, removed) => {
          const shown: VehiclePoint[] = [];
          const gone = [...removed];
          for (const record of changed) {
            const point = visibleOnMap(record) ? pointOf(record) : null;
            if (point) shown.push(point);
            else gone.push(record.tracker.id);
          }
          listener(shown, gone);
        }),
    }),
    [generation, snapshotPoints, visibleOnMap],
  );

  // Opened from the home page's quick search: /realTimeMonitor?imei=…
  const wanted = searchParams.get('imei');
  const handledWanted = useRef<string | null>(null);
  useEffect(() => {
    if (!wanted || !loaded || handledWanted.current === wanted) return;
    handledWanted.current = wanted;
    const key = wanted.replace(/^0+/, '');
    const match = [...useMonitorStore.getState().records.values()].find(
      (r) => r.tracker.imei.replace(/^0+/, '') === key,
    );
    if (!match) {
      void message.warning(t('notFound', { imei: wanted }));
      return;
    }
    setText('');
    setStatusFilter('checkAll');
    setHidden((current) => {
      if (!current.has(match.tracker.id)) return current;
      const next = new Set(current);
      next.delete(match.tracker.id);
      return next;
    });
    setSelectedId(match.tracker.id);
  }, [wanted, loaded, t]);

  const toggleOpen = useCallback((key: string) => {
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);
  const toggleShown = useCallback((ids: readonly string[], shown: boolean) => {
    setHidden((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (shown) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);

  const saveRealtime = (patch: Partial<typeof realtime>) =>
    void saveSetting('realtime', { ...realtime, ...patch }).catch((error: unknown) =>
      message.error(describeError(error, i18n)),
    );
  const saveMap = (patch: Partial<typeof mapSetting>) =>
    void saveSetting('map', { ...mapSetting, ...patch }).catch((error: unknown) =>
      message.error(describeError(error, i18n)),
    );
  const saveListStyle = (value: ListStyle) =>
    void saveSetting('style', { ...style, listStyle: value }).catch((error: unknown) =>
      message.error(describeError(error, i18n)),
    );

  const onExport = async () => {
    try {
      const blob = await exportLastLocations();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'last-locations.xlsx';
      link.click();
      URL.revokeObjectURL(url);
    } catch (error) {
      void message.warning(describeError(error, i18n));
    }
  };

  const allShown = hidden.size === 0;
  const liveLabel =
    live === 'live'
      ? t('live.connected')
      : live === 'polling'
        ? t('live.polling', { seconds: realtime.dataRefreshTimeSelected })
        : t('live.reconnecting');

  return (
    <div className="monitor" data-testid="monitor">
      <aside className="monitor__side">
        <div className="monitor__side-head">
          <Input.Search
            allowClear
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('search')}
            aria-label={t('search')}
          />
          <div className="monitor__side-tools">
            <Segmented<ListView>
              size="small"
              value={view}
              onChange={setView}
              options={[
                { value: 'tree', label: t('view.tree'), icon: <ApartmentOutlined /> },
                { value: 'table', label: t('view.table'), icon: <TableOutlined /> },
              ]}
            />
            <Select<ListStyle>
              size="small"
              value={listStyle}
              onChange={saveListStyle}
              aria-label={t('listStyle.label')}
              popupMatchSelectWidth={false}
              options={LIST_STYLES.map((value) => ({ value, label: t(`listStyle.${value}`) }))}
            />
          </div>
          <StatusLegend counts={counts} selected={statusFilter} onSelect={setStatusFilter} />
          <div className="monitor__side-summary">
            <label className="monitor__all-shown">
              <input
                type="checkbox"
                checked={allShown}
                onChange={(event) =>
                  event.target.checked ? setHidden(new Set()) : setHidden(new Set(records.keys()))
                }
              />{' '}
              {t('allOnMap')}
            </label>
            <span>
              <Badge status={live === 'live' ? 'success' : 'warning'} text={liveLabel} />
            </span>
          </div>
          {counters && (
            <div className="monitor__counters" data-testid="monitor-counters">
              <span>{t('devices', { count: counters.total })}</span>
              <span className="monitor__counter--online">
                {t('counters.online')}: {counters.online}
              </span>
              <span className="monitor__counter--alarm">
                {t('counters.alarm')}: {counters.alarm}
              </span>
            </div>
          )}
        </div>
        {view === 'tree' ? (
          <DeviceTree
            rows={rows}
            listStyle={listStyle}
            selectedId={selectedId}
            hidden={hidden}
            onSelect={setSelectedId}
            onToggleShown={toggleShown}
            onToggleOpen={toggleOpen}
          />
        ) : (
          <DeviceTable
            rows={table}
            listStyle={listStyle}
            selectedId={selectedId}
            hidden={hidden}
            onSelect={setSelectedId}
            onToggleShown={toggleShown}
          />
        )}
      </aside>
      <section className="monitor__map">
        <div className="monitor__toolbar" role="toolbar">
          <Select<MapType>
            size="small"
            value={mapSetting.mapType}
            onChange={(mapType) => saveMap({ mapType })}
            aria-label={t('map.type')}
            popupMatchSelectWidth={false}
            options={MAP_TYPES.map((value) => ({ value, label: t(`map.types.${value}`) }))}
          />
          <Space.Compact size="small">
            <Tooltip title={t('map.cluster')}>
              <Button
                size="small"
                type={realtime.isCluster ? 'primary' : 'default'}
                icon={<ClusterOutlined />}
                aria-label={t('map.cluster')}
                aria-pressed={realtime.isCluster}
                onClick={() => saveRealtime({ isCluster: !realtime.isCluster })}
              >
                {t('map.cluster')}
              </Button>
            </Tooltip>
            <Button
              size="small"
              type={realtime.isFollowMap ? 'primary' : 'default'}
              icon={<AimOutlined />}
              aria-label={t('map.follow')}
              aria-pressed={realtime.isFollowMap}
              onClick={() => saveRealtime({ isFollowMap: !realtime.isFollowMap })}
            >
              {t('map.follow')}
            </Button>
          </Space.Compact>
          <Select
            size="small"
            mode="multiple"
            className="monitor__labels"
            prefix={<TagOutlined />}
            aria-label={t('map.labels')}
            placeholder={t('map.labels')}
            value={(['speed', 'gpsTime'] as const).filter((k) => realtime.labelExtend[k])}
            onChange={(keys: ('speed' | 'gpsTime')[]) =>
              saveRealtime({
                labelExtend: { speed: keys.includes('speed'), gpsTime: keys.includes('gpsTime') },
              })
            }
            options={[
              { value: 'speed', label: t('map.labelSpeed') },
              { value: 'gpsTime', label: t('map.labelGpsTime') },
            ]}
          />
          <Space.Compact size="small">
            <Button
              size="small"
              type={mapSetting.showFences ? 'primary' : 'default'}
              aria-pressed={mapSetting.showFences}
              onClick={() => saveMap({ showFences: !mapSetting.showFences })}
            >
              {t('map.fences')}
            </Button>
            <Button
              size="small"
              type={mapSetting.showPois ? 'primary' : 'default'}
              icon={<EnvironmentOutlined />}
              aria-label={t('map.pois')}
              aria-pressed={mapSetting.showPois}
              onClick={() => saveMap({ showPois: !mapSetting.showPois })}
            >
              {t('map.pois')}
            </Button>
          </Space.Compact>
          <Button
            size="small"
            type={ruler ? 'primary' : 'default'}
            icon={<ColumnWidthOutlined />}
            aria-label={t('map.ruler')}
            aria-pressed={ruler}
            onClick={() => {
              setRuler(!ruler);
              setRulerTotal(0);
            }}
          >
            {t('map.ruler')}
          </Button>
          <Button
            size="small"
            icon={<CompressOutlined />}
            onClick={() => setFitRequest((n) => n + 1)}
          >
            {t('map.fitAll')}
          </Button>
          <Button size="small" icon={<DownloadOutlined />} onClick={() => void onExport()}>
            {t('export')}
          </Button>
        </div>
        {offline && <MapOfflineNotice />}
        <div className="monitor__map-body">
          {ruler && (
            <div className="monitor__ruler" data-testid="ruler-total">
              {t('map.rulerHint')} <strong>{formatDistance(rulerTotal)}</strong>
            </div>
          )}
          <ConvoyMap mapType={mapSetting.mapType} onOfflineChange={setOffline}>
            {mapSetting.showFences && <FenceLayer fences={fences} />}
            {mapSetting.showPois && <PoiLayer pois={pois} />}
            <VehicleLayer
              feed={feed}
              cluster={realtime.isCluster}
              labels={realtime.labelExtend}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
            <SelectedFocus record={selected} follow={realtime.isFollowMap} />
            <FitAll request={fitRequest} points={snapshotPoints} />
            {ruler && <RulerLayer onTotal={setRulerTotal} />}
          </ConvoyMap>
          {selected && <DevicePanel record={selected} onClose={() => setSelectedId(null)} />}
        </div>
      </section>
    </div>
  );
}
