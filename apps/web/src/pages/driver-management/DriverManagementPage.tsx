import { useState } from 'react';
import { Alert, Card, Input, Space, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/describe-error';
import { DRIVERS_KEY, fetchDrivers, type DriverRecord } from './drivers-api';

/**
 * Drivers (/driverManagement): code, name, phone, licence, ID and IC card numbers and the
 * vehicle each drives, searchable. The list is read-only.
 */
export function DriverManagementPage() {
  const { t, i18n } = useTranslation('driver');
  const [search, setSearch] = useState('');
  const drivers = useQuery({
    queryKey: [...DRIVERS_KEY, search],
    queryFn: ({ signal }) => fetchDrivers(search, signal),
  });

  return (
    <Card size="small" title={t('title')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <Input.Search
            allowClear
            maxLength={50}
            style={{ width: 360 }}
            placeholder={t('search')}
            aria-label={t('search')}
            onSearch={(value) => setSearch(value.trim())}
          />
          <Typography.Text type="secondary">
            {t('total', { count: drivers.data?.length ?? 0 })}
          </Typography.Text>
        </Space>
        {drivers.isError && (
          <Alert type="error" showIcon title={describeError(drivers.error, i18n)} />
        )}
        <Table<DriverRecord>
          rowKey="id"
          size="small"
          loading={drivers.isLoading}
          dataSource={drivers.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
          columns={[
            { title: t('code'), dataIndex: 'code', width: 110 },
            { title: t('name'), dataIndex: 'name' },
            { title: t('phone'), dataIndex: 'phone', width: 140 },
            { title: t('licenceNumber'), dataIndex: 'licenceNumber' },
            { title: t('idNumber'), dataIndex: 'idNumber' },
            { title: t('icCardNumber'), dataIndex: 'icCardNumber', width: 140 },
            {
              title: t('vehicle'),
              key: 'vehicle',
              render: (_v, driver) =>
                driver.vehicle ? (
                  <span title={driver.vehicle.imei}>{driver.vehicle.name}</span>
                ) : (
                  <Typography.Text type="secondary">{t('unbound')}</Typography.Text>
                ),
            },
          ]}
        />
        <Typography.Text type="secondary">{t('readOnly')}</Typography.Text>
      </Space>
    </Card>
  );
}
