import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  ColorPicker,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Segmented,
  Slider,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DEFAULT_FENCE_COLOR,
  fenceArea,
  fencePerimeter,
  FENCE_LINE_WIDTH_M,
  FENCE_STROKE_PX,
  FENCE_TYPES,
  type FenceType,
} from '@convoy/domain';
import type { FenceItem } from '../../api/fences';
import { describeError } from '../../app/describe-error';
import { ConvoyMap } from '../../map/ConvoyMap';
import { fenceFeatures } from '../../map/FenceLayer';
import { FenceLayer } from '../../map/OverlayLayers';
import { useSettingsStore } from '../../state/settings-store';
import { FenceDrawLayer } from './components/FenceDrawLayer';
import { FitToFences } from './components/FitToFences';
import { useFenceMutations, useFences } from './hooks';
import {
  draftToShape,
  emptyDraft,
  isFixedPointType,
  MIN_POINTS,
  removeLastPoint,
  shapeToDraft,
  type FenceDraft,
} from './utils/fence-draft';
import { formatArea, formatLength } from './utils/measure';
import './geo-fence.css';

interface Editing {
  /** The fence being changed; absent for a new one. */
  id?: string;
  draft: FenceDraft;
  drawing: boolean;
  name: string;
  color: string;
  lineWidth: number;
  inAlarm: boolean;
  outAlarm: boolean;
}

const newEditing = (type: FenceType): Editing => ({
  draft: emptyDraft(type),
  drawing: true,
  name: '',
  color: DEFAULT_FENCE_COLOR,
  lineWidth: 2,
  inAlarm: true,
  outAlarm: true,
});

/** Geo-fences (/geoFence): draw circles, rectangles, polygons and corridors; edit; remove. */
export function GeoFencePage() {
  const { t, i18n } = useTranslation('fence');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mapType = useSettingsStore((s) => s.settings.map.mapType);
  const fences = useFences();
  const { add, edit, remove } = useFenceMutations();
  const [editing, setEditing] = useState<Editing | null>(null);

  const shape = editing ? draftToShape(editing.draft) : null;
  const allFences = useMemo(() => fenceFeatures(fences.data ?? []), [fences.data]);
  const shown = useMemo(
    () => fenceFeatures((fences.data ?? []).filter((f) => f.id !== editing?.id)),
    [fences.data, editing?.id],
  );

  const startEdit = (fence: FenceItem) =>
    setEditing({
      id: fence.id,
      draft: shapeToDraft(fence.shape),
      drawing: false,
      name: fence.name,
      color: fence.color,
      lineWidth: fence.lineWidth,
      inAlarm: fence.inAlarm,
      outAlarm: fence.outAlarm,
    });

  const finishDrawing = () => {
    if (!editing) return;
    if (!draftToShape(editing.draft)) {
      void message.warning(t('drawMore', { count: MIN_POINTS[editing.draft.type] }));
      return;
    }
    setEditing({ ...editing, drawing: false });
  };

  const save = async () => {
    if (!editing) return;
    if (!editing.name.trim()) {
      void message.error(t('nameRequired'));
      return;
    }
    // SPEC.md §5: a fence must be drawn and confirmed before saving.
    if (!shape || editing.drawing) {
      void message.error(t('errors:validation.fenceNotDrawn'));
      return;
    }
    const body = {
      name: editing.name.trim(),
      shape,
      color: editing.color,
      lineWidth: editing.lineWidth,
      inAlarm: editing.inAlarm,
      outAlarm: editing.outAlarm,
    };
    try {
      if (editing.id) await edit.mutateAsync({ id: editing.id, ...body });
      else await add.mutateAsync(body);
      void message.success(t('saved'));
      setEditing(null);
    } catch (error) {
      void message.error(describeError(error, i18n));
    }
  };

  const columns: TableColumnsType<FenceItem> = [
    {
      title: t('name'),
      dataIndex: 'name',
      render: (name: string, fence) => (
        <Space size={6}>
          <span className="fence-swatch" style={{ background: fence.color }} />
          {name}
        </Space>
      ),
    },
    {
      title: t('type'),
      dataIndex: 'type',
      width: 90,
      render: (type: FenceType) => t(`types.${type}`),
    },
    { title: t('area'), dataIndex: 'area', width: 110, render: formatArea },
    { title: t('perimeter'), dataIndex: 'perimeter', width: 100, render: formatLength },
    {
      title: t('terminals'),
      key: 'terminals',
      width: 80,
      render: (_v, fence) => <Tag>{fence.terminals.length}</Tag>,
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 110,
      render: (_v, fence) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('edit')}
            onClick={() => startEdit(fence)}
          />
          <Button
            type="text"
            size="small"
            icon={<LinkOutlined />}
            aria-label={t('bind')}
            onClick={() => void navigate(`/geoFenceBind?fenceId=${fence.id}`)}
          />
          <Popconfirm
            title={t('confirmRemove', { name: fence.name })}
            onConfirm={() =>
              void remove.mutateAsync(fence.id).then(
                () => void message.success(t('removed')),
                (error: unknown) => void message.error(describeError(error, i18n)),
              )
            }
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('remove')}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="fence-page">
      <Card
        className="fence-panel"
        size="small"
        title={editing ? (editing.id ? t('editFence') : t('newFence')) : t('title')}
        extra={
          !editing && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(newEditing('polygon'))}
            >
              {t('add')}
            </Button>
          )
        }
      >
        {editing ? (
          <Form layout="vertical" size="small" className="fence-form">
            <Form.Item label={t('type')}>
              <Segmented<FenceType>
                block
                value={editing.draft.type}
                disabled={Boolean(editing.id)}
                options={FENCE_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
                onChange={(type) =>
                  setEditing({ ...editing, draft: emptyDraft(type), drawing: true })
                }
              />
            </Form.Item>
            <Typography.Paragraph type="secondary" className="fence-hint">
              {editing.drawing
                ? t(
                    isFixedPointType(editing.draft.type)
                      ? `hints.${editing.draft.type}`
                      : 'hints.points',
                  )
                : t('hints.edit')}
            </Typography.Paragraph>
            <Space wrap>
              {editing.drawing ? (
                <>
                  <Button type="primary" onClick={finishDrawing} disabled={!shape}>
                    {t('finishDrawing')}
                  </Button>
                  <Button
                    onClick={() =>
                      setEditing({ ...editing, draft: removeLastPoint(editing.draft) })
                    }
                    disabled={editing.draft.points.length === 0}
                  >
                    {t('undoPoint')}
                  </Button>
                </>
              ) : (
                <Button
                  onClick={() =>
                    setEditing({ ...editing, draft: emptyDraft(editing.draft.type), drawing: true })
                  }
                >
                  {t('redraw')}
                </Button>
              )}
            </Space>
            {shape && (
              <div className="fence-measures" data-testid="fence-measures">
                <span>
                  {t('area')}: {formatArea(fenceArea(shape))}
                </span>
                <span>
                  {t(shape.type === 'line' ? 'length' : 'perimeter')}:{' '}
                  {formatLength(fencePerimeter(shape))}
                </span>
              </div>
            )}
            <Form.Item label={t('name')} required>
              <Input
                value={editing.name}
                maxLength={50}
                placeholder={t('namePlaceholder')}
                onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              />
            </Form.Item>
            {editing.draft.type === 'line' && (
              <Form.Item label={t('corridorWidth')}>
                <InputNumber
                  min={FENCE_LINE_WIDTH_M.min}
                  max={FENCE_LINE_WIDTH_M.max}
                  value={editing.draft.width}
                  addonAfter="m"
                  onChange={(width) =>
                    setEditing({ ...editing, draft: { ...editing.draft, width: width ?? 1 } })
                  }
                />
              </Form.Item>
            )}
            <Space size="large" wrap>
              <Form.Item label={t('color')}>
                <ColorPicker
                  value={editing.color}
                  disabledAlpha
                  onChangeComplete={(c) => setEditing({ ...editing, color: c.toHexString() })}
                />
              </Form.Item>
              <Form.Item label={t('lineWidth')} className="fence-width">
                <Slider
                  min={FENCE_STROKE_PX.min}
                  max={FENCE_STROKE_PX.max}
                  value={editing.lineWidth}
                  onChange={(lineWidth) => setEditing({ ...editing, lineWidth })}
                />
              </Form.Item>
            </Space>
            <Space size="large">
              <Form.Item label={t('inAlarm')}>
                <Switch
                  checked={editing.inAlarm}
                  onChange={(inAlarm) => setEditing({ ...editing, inAlarm })}
                />
              </Form.Item>
              <Form.Item label={t('outAlarm')}>
                <Switch
                  checked={editing.outAlarm}
                  onChange={(outAlarm) => setEditing({ ...editing, outAlarm })}
                />
              </Form.Item>
            </Space>
            <div className="fence-form__actions">
              <Space>
                <Button
                  type="primary"
                  loading={add.isPending || edit.isPending}
                  onClick={() => void save()}
                >
                  {t('save')}
                </Button>
                <Button onClick={() => setEditing(null)}>{t('cancel')}</Button>
              </Space>
            </div>
          </Form>
        ) : (
          <Table<FenceItem>
            rowKey="id"
            size="small"
            loading={fences.isLoading}
            dataSource={fences.data ?? []}
            columns={columns}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            locale={{ emptyText: <Empty description={t('none')} /> }}
            onRow={(fence) => ({ onDoubleClick: () => startEdit(fence) })}
          />
        )}
      </Card>
      <div className="fence-map">
        <ConvoyMap mapType={mapType} initialZoom={2}>
          <FitToFences fences={allFences} />
          <FenceLayer fences={shown} />
          {editing && (
            <FenceDrawLayer
              draft={editing.draft}
              color={editing.color}
              lineWidth={editing.lineWidth}
              drawing={editing.drawing}
              onChange={(draft) =>
                setEditing((current) => (current ? { ...current, draft } : current))
              }
              onFinish={finishDrawing}
            />
          )}
        </ConvoyMap>
      </div>
    </div>
  );
}
