import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
  Typography,
} from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POI_CONTENT_MAX_LENGTH, POI_ICONS, POI_RANGE_METRES } from '@convoy/domain';
import {
  addPoi,
  editPoi,
  fetchPois,
  POIS_KEY,
  removePoi,
  type AddPoiBody,
  type PoiRecord,
} from '../../api/fences';
import { describeError } from '../../app/describe-error';
import { ConvoyMap } from '../../map/ConvoyMap';
import { PoiLayer } from '../../map/OverlayLayers';
import { poiFeatures } from '../../map/PoiLayer';
import { useSettingsStore } from '../../state/settings-store';
import { PickPointLayer } from './PickPointLayer';
import '../geo-fence/geo-fence.css';

type FormState = { id?: string; values: Partial<AddPoiBody> } | null;

/** Points of interest (/pOIManagement): name, content, icon and range, placed on the map. */
export function PoiManagementPage() {
  const { t, i18n } = useTranslation('poi');
  const { message } = App.useApp();
  const client = useQueryClient();
  const mapType = useSettingsStore((s) => s.settings.map.mapType);
  const pois = useQuery({ queryKey: POIS_KEY, queryFn: ({ signal }) => fetchPois(signal) });
  const [form, setForm] = useState<FormState>(null);
  const [fields] = Form.useForm<AddPoiBody>();
  const refresh = () => client.invalidateQueries({ queryKey: POIS_KEY });
  const save = useMutation({
    mutationFn: (body: AddPoiBody & { id?: string }) =>
      body.id ? editPoi({ ...body, id: body.id }) : addPoi(body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: removePoi, onSuccess: refresh });
  const features = useMemo(() => poiFeatures(pois.data ?? []), [pois.data]);
  const first = pois.data?.[0];

  const open = (poi?: PoiRecord) => {
    const values = poi ?? { rangeMetres: 200, icon: 'pin' as const, content: '' };
    fields.setFieldsValue(values);
    setForm({ ...(poi ? { id: poi.id } : {}), values });
  };

  const submit = async () => {
    const values = await fields.validateFields();
    try {
      await save.mutateAsync({ ...values, ...(form?.id ? { id: form.id } : {}) });
      void message.success(t('saved'));
      setForm(null);
    } catch (error) {
      void message.error(describeError(error, i18n));
    }
  };

  return (
    <div className="fence-page">
      <Card
        className="fence-panel"
        size="small"
        title={t('title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open()}>
            {t('add')}
          </Button>
        }
      >
        <Table<PoiRecord>
          rowKey="id"
          size="small"
          loading={pois.isLoading}
          dataSource={pois.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('name'), dataIndex: 'name' },
            {
              title: t('icon'),
              dataIndex: 'icon',
              width: 90,
              render: (icon: string) => t(`icons.${icon}`),
            },
            {
              title: t('range'),
              dataIndex: 'rangeMetres',
              width: 90,
              render: (m: number) => `${m} m`,
            },
            { title: t('content'), dataIndex: 'content', ellipsis: true },
            {
              title: t('actions'),
              key: 'actions',
              width: 80,
              render: (_v, poi) => (
                <Space size={0}>
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t('edit')}
                    onClick={() => open(poi)}
                  />
                  <Popconfirm
                    title={t('confirmRemove', { name: poi.name })}
                    onConfirm={() =>
                      void remove
                        .mutateAsync(poi.id)
                        .catch((error: unknown) => void message.error(describeError(error, i18n)))
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
          ]}
        />
      </Card>
      <div className="fence-map">
        <ConvoyMap
          key={first ? 'pois' : 'world'}
          mapType={mapType}
          {...(first
            ? { initialCenter: [first.lng, first.lat] as [number, number], initialZoom: 12 }
            : { initialZoom: 2 })}
        >
          <PoiLayer pois={features} />
          {form && (
            <PickPointLayer
              onPick={(lat, lng) => {
                fields.setFieldsValue({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) });
              }}
            />
          )}
        </ConvoyMap>
      </div>
      <Modal
        open={form !== null}
        title={form?.id ? t('edit') : t('add')}
        onCancel={() => setForm(null)}
        onOk={() => void submit()}
        confirmLoading={save.isPending}
        mask={false}
        style={{ right: 24, top: 120, position: 'absolute', margin: 0 }}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('pickHint')}</Typography.Paragraph>
        <Form form={fields} layout="vertical" size="small">
          <Form.Item
            name="name"
            label={t('name')}
            rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}
          >
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="content"
            label={t('content')}
            rules={[
              {
                max: POI_CONTENT_MAX_LENGTH,
                message: t('contentTooLong', { max: POI_CONTENT_MAX_LENGTH }),
              },
            ]}
          >
            <Input maxLength={POI_CONTENT_MAX_LENGTH} showCount />
          </Form.Item>
          <Space>
            <Form.Item name="icon" label={t('icon')}>
              <Select
                style={{ width: 140 }}
                options={POI_ICONS.map((icon) => ({ value: icon, label: t(`icons.${icon}`) }))}
              />
            </Form.Item>
            <Form.Item
              name="rangeMetres"
              label={t('range')}
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min: POI_RANGE_METRES.min,
                  max: POI_RANGE_METRES.max,
                  message: t('rangeBetween', {
                    min: POI_RANGE_METRES.min,
                    max: POI_RANGE_METRES.max,
                  }),
                },
              ]}
            >
              <InputNumber addonAfter="m" style={{ width: 160 }} />
            </Form.Item>
          </Space>
          <Space>
            <Form.Item
              name="lat"
              label={t('lat')}
              rules={[
                { required: true, type: 'number', min: -90, max: 90, message: t('pickRequired') },
              ]}
            >
              <InputNumber style={{ width: 150 }} />
            </Form.Item>
            <Form.Item
              name="lng"
              label={t('lng')}
              rules={[
                { required: true, type: 'number', min: -180, max: 180, message: t('pickRequired') },
              ]}
            >
              <InputNumber style={{ width: 150 }} />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </div>
  );
}
