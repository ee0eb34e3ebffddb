import { useRef } from 'react';
import { Checkbox, Empty } from 'antd';
import {
  CaretDownOutlined,
  CaretRightOutlined,
  FolderOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { LIST_STYLES } from '@convoy/domain';
import type { MonitorRecord } from '../api/monitor-api';
import type { DeviceRow } from '../utils/device-rows';
import { StatusIcon } from './StatusIcon';

export type ListStyle = (typeof LIST_STYLES)[number];
export type ListView = 'tree' | 'table';

const ROW_HEIGHT: Record<ListStyle, number> = { data: 50, bar: 30, module: 86 };
const HEADER_ROW_HEIGHT = 32;
const INDENT = 14;

interface CommonProps {
  listStyle: ListStyle;
  selectedId: string | null;
  hidden: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onToggleShown: (ids: readonly string[], shown: boolean) => void;
}

const formatTime = (iso: string | undefined) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

function DeviceLine({
  record,
  listStyle,
  selected,
  shown,
  onSelect,
  onToggleShown,
}: {
  record: MonitorRecord;
  listStyle: ListStyle;
  selected: boolean;
  shown: boolean;
  onSelect: (id: string) => void;
  onToggleShown: (ids: readonly string[], shown: boolean) => void;
}) {
  const { t } = useTranslation('monitor');
  const loc = record.lastLoc;
  const id = record.tracker.id;
  return (
    <div
      className={`device-line device-line--${listStyle}${selected ? ' is-selected' : ''}`}
      data-testid="device-row"
      data-imei={record.tracker.imei}
      data-status={record.status}
      onClick={() => onSelect(id)}
      role="option"
      aria-selected={selected}
    >
      <Checkbox
        checked={shown}
        aria-label={t('showOnMap')}
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => onToggleShown([id], event.target.checked)}
      />
      <StatusIcon status={record.status} size={listStyle === 'bar' ? 16 : 20} />
      <div className="device-line__body">
        <div className="device-line__title">
          <span className="device-line__name">{record.tracker.name}</span>
          {listStyle !== 'bar' && (
            <span className="device-line__status">{t(`status.${record.status}`)}</span>
          )}
          {listStyle === 'bar' && loc && (
            <span className="device-line__speed">
              {t('detail.speed', { speed: Math.round(loc.speed) })}
            </span>
          )}
        </div>
        {listStyle !== 'bar' && (
          <div className="device-line__meta">
            <span>{record.tracker.imei}</span>
            {loc && <span>{t('detail.speed', { speed: Math.round(loc.speed) })}</span>}
          </div>
        )}
        {listStyle === 'module' && (
          <div className="device-line__meta">
            <span>{loc ? formatTime(loc.gpsTime) : t('detail.noPosition')}</span>
            {loc && <span>{`${loc.lat.toFixed(5)}, ${loc.lng.toFixed(5)}`}</span>}
          </div>
        )}
      </div>
    </div>
  );
}

/** The tree of account → group → device, virtualized: only the rows in view exist. */
export function DeviceTree({
  rows,
  onToggleOpen,
  ...common
}: CommonProps & {
  rows: DeviceRow<MonitorRecord>[];
  onToggleOpen: (key: string) => void;
}) {
  const { t } = useTranslation('monitor');
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: (index) =>
      rows[index]?.kind === 'device' ? ROW_HEIGHT[common.listStyle] : HEADER_ROW_HEIGHT,
    overscan: 12,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  if (rows.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noDevices')} />;
  }
  return (
    <div className="device-list" ref={parent} role="listbox" aria-label={t('view.tree')}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              className="device-list__row"
              style={{
                transform: `translateY(${item.start}px)`,
                height: item.size,
                paddingInlineStart: row.depth * INDENT,
              }}
            >
              {row.kind === 'device' ? (
                <DeviceLine
                  record={row.record}
                  listStyle={common.listStyle}
                  selected={common.selectedId === row.record.tracker.id}
                  shown={!common.hidden.has(row.record.tracker.id)}
                  onSelect={common.onSelect}
                  onToggleShown={common.onToggleShown}
                />
              ) : (
                <button
                  type="button"
                  className={`tree-node tree-node--${row.kind}`}
                  onClick={() => onToggleOpen(row.key)}
                  aria-expanded={row.open}
                >
                  {row.open ? <CaretDownOutlined /> : <CaretRightOutlined />}
                  {row.kind === 'account' ? <TeamOutlined /> : <FolderOutlined />}
                  <span className="tree-node__name">
                    {row.kind === 'account' ? row.name : (row.name ?? t('ungrouped'))}
                  </span>
                  <span className="tree-node__count">{row.count}</span>
                </button>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const TABLE_COLUMNS = ['name', 'status', 'speed', 'gpsTime', 'imei', 'journeyStr'] as const;

/** The same devices as a virtualized table. */
export function DeviceTable({ rows, ...common }: CommonProps & { rows: MonitorRecord[] }) {
  const { t } = useTranslation('monitor');
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 34,
    overscan: 16,
    getItemKey: (index) => rows[index]?.tracker.id ?? index,
  });
  const cell = (record: MonitorRecord, column: (typeof TABLE_COLUMNS)[number]) => {
    const loc = record.lastLoc;
    switch (column) {
      case 'name':
        return record.tracker.name;
      case 'status':
        return (
          <>
            <StatusIcon status={record.status} size={14} /> {t(`status.${record.status}`)}
          </>
        );
      case 'speed':
        return loc ? Math.round(loc.speed) : '';
      case 'gpsTime':
        return formatTime(loc?.gpsTime);
      case 'imei':
        return record.tracker.imei;
      case 'journeyStr':
        return loc?.journeyStr ?? '';
    }
  };
  return (
    <div className="device-table" role="table" aria-label={t('view.table')}>
      <div className="device-table__head" role="row">
        <span className="device-table__check" />
        {TABLE_COLUMNS.map((column) => (
          <span
            key={column}
            role="columnheader"
            className={`device-table__cell device-table__cell--${column}`}
          >
            {t(`columns.${column}`)}
          </span>
        ))}
      </div>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noDevices')} />
      ) : (
        <div className="device-list" ref={parent}>
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const record = rows[item.index];
              if (!record) return null;
              const id = record.tracker.id;
              return (
                <div
                  key={item.key}
                  role="row"
                  data-testid="device-row"
                  data-imei={record.tracker.imei}
                  className={`device-list__row device-table__row${common.selectedId === id ? ' is-selected' : ''}`}
                  style={{ transform: `translateY(${item.start}px)`, height: item.size }}
                  onClick={() => common.onSelect(id)}
                >
                  <span className="device-table__check">
                    <Checkbox
                      checked={!common.hidden.has(id)}
                      aria-label={t('showOnMap')}
                      onClick={(event) => event.stopPropagation()}
                      onChange={(event) => common.onToggleShown([id], event.target.checked)}
                    />
                  </span>
                  {TABLE_COLUMNS.map((column) => (
                    <span
                      key={column}
                      role="cell"
                      className={`device-table__cell device-table__cell--${column}`}
                    >
                      {cell(record, column)}
                    </span>
                  ))}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
