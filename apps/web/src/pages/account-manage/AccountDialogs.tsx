import { useEffect, useState } from 'react';
import {
  App,
  Alert,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { APP_PERMISSIONS, REPORT_PERMISSIONS } from '@convoy/domain';
import {
  type AccountDetail,
  fetchLedger,
  fetchPermissions,
  type PermissionsBody,
  transferCredit,
  updatePermissions,
} from '../../api/accounts';
import { describeError } from '../../app/describe-error';
import { MenuCodeTree } from './MenuCodeTree';
import { splitCreditDays, toCreditDays } from './credit-format';

/** Remaining credit as years and days; the top account is the source and has no limit. */
export function CreditText({ days }: { days: number | null }) {
  const { t } = useTranslation('account');
  if (days === null) return <Tag color="gold">{t('unlimited')}</Tag>;
  return <span>{t('yearsDays', splitCreditDays(days))}</span>;
}

interface CreditFields {
  kind: 'gps' | 'dvr';
  years: number;
  days: number;
  transferPassword: string;
  note?: string;
}

/** Parent → child credit transfer, guarded by the caller's transfer password. */
export function CreditDialog({
  target,
  parent,
  onClose,
  onDone,
}: {
  target: AccountDetail | null;
  parent: AccountDetail | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<CreditFields>();
  const kind = Form.useWatch('kind', form) ?? 'gps';
  const transfer = useMutation({
    mutationFn: (values: CreditFields) =>
      transferCredit({
        userId: target?.id ?? '',
        kind: values.kind,
        days: toCreditDays(values.years ?? 0, values.days ?? 0),
        transferPassword: values.transferPassword,
        ...(values.note ? { note: values.note } : {}),
      }),
    onSuccess: () => {
      void message.success(t('messages.transferred'));
      onDone();
      onClose();
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });
  const available = parent ? (kind === 'dvr' ? parent.dvrCreditDays : parent.gpsCreditDays) : 0;
  return (
    <Modal
      open={target !== null}
      title={t('credit.title', { account: target?.userAccount ?? '' })}
      okText={t('actions.credit')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: transfer.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreditFields>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'gps', years: 1, days: 0 }}
        onFinish={(values) => {
          if (toCreditDays(values.years ?? 0, values.days ?? 0) < 1) {
            void message.warning(t('credit.amountRequired'));
            return;
          }
          transfer.mutate(values);
        }}
      >
        <Form.Item name="kind" label={t('credit.kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'gps', label: t('credit.gps') },
              { value: 'dvr', label: t('credit.dvr') },
            ]}
          />
        </Form.Item>
        {parent && (
          <Alert
            className="account-dialog__note"
            type="info"
            showIcon
            title={
              <span>
                {t('credit.available', {
                  account: parent.userAccount,
                  balance:
                    available === null
                      ? t('unlimited')
                      : t('yearsDays', splitCreditDays(available)),
                })}
              </span>
            }
          />
        )}
        <div className="account-form__row">
          <Form.Item name="years" label={t('credit.years')}>
            <InputNumber min={0} max={100} precision={0} className="account-form__full" />
          </Form.Item>
          <Form.Item name="days" label={t('credit.days')}>
            <InputNumber min={0} max={364} precision={0} className="account-form__full" />
          </Form.Item>
        </div>
        <Form.Item
          name="transferPassword"
          label={t('credit.transferPassword')}
          extra={t('credit.hint')}
          rules={[
            {
              required: true,
              message: t('errors:validation.required', { field: t('credit.transferPassword') }),
            },
          ]}
        >
          <Input.Password autoComplete="off" />
        </Form.Item>
        <Form.Item name="note" label={t('credit.note')}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Menu, report, app and vehicle permissions of a sub-account, within its parent's. */
export function PermissionsDialog({
  target,
  onClose,
  onDone,
}: {
  target: AccountDetail | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('account');
  const { message } = App.useApp();
  const query = useQuery({
    queryKey: ['permissions', target?.id],
    queryFn: () => fetchPermissions(target?.id ?? ''),
    enabled: target !== null,
  });
  const [menuCodes, setMenuCodes] = useState<number[]>([]);
  const [reportCodes, setReportCodes] = useState<string[]>([]);
  const [appCodes, setAppCodes] = useState<string[]>([]);
  const [deviceIds, setDeviceIds] = useState<string[]>([]);
  useEffect(() => {
    if (!query.data) return;
    setMenuCodes(query.data.menuCodes);
    setReportCodes(query.data.reportCodes);
    setAppCodes(query.data.appCodes);
    setDeviceIds(query.data.deviceIds);
  }, [query.data]);
  const save = useMutation({
    mutationFn: () =>
      updatePermissions({
        userId: target?.id ?? '',
        menuCodes,
        reportCodes: reportCodes as PermissionsBody['reportCodes'],
        appCodes: appCodes as PermissionsBody['appCodes'],
        deviceIds,
      }),
    onSuccess: () => {
      void message.success(t('messages.saved'));
      onDone();
      onClose();
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });
  const available = query.data?.available;
  return (
    <Modal
      open={target !== null}
      title={t('permissions.title', { account: target?.userAccount ?? '' })}
      okText={t('actions.save')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: save.isPending, disabled: !available }}
      onOk={() => save.mutate()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <p className="account-dialog__hint">{t('permissions.hint')}</p>
      {available && (
        <Tabs
          items={[
            {
              key: 'menu',
              label: t('permissions.menu'),
              children: (
                <MenuCodeTree
                  available={available.menuCodes}
                  value={menuCodes}
                  onChange={setMenuCodes}
                />
              ),
            },
            {
              key: 'reports',
              label: t('permissions.reports'),
              children: (
                <Checkbox.Group
                  className="account-dialog__checks"
                  value={reportCodes}
                  onChange={(values) => setReportCodes(values.map(String))}
                  options={REPORT_PERMISSIONS.filter((code) =>
                    available.reportCodes.includes(code),
                  ).map((code) => ({ value: code, label: t(`reports.${code}`) }))}
                />
              ),
            },
            {
              key: 'app',
              label: t('permissions.app'),
              children: (
                <Checkbox.Group
                  className="account-dialog__checks"
                  value={appCodes}
                  onChange={(values) => setAppCodes(values.map(String))}
                  options={APP_PERMISSIONS.filter((code) => available.appCodes.includes(code)).map(
                    (code) => ({
                      value: code,
                      label: t(`app.${code}`),
                    }),
                  )}
                />
              ),
            },
            {
              key: 'vehicles',
              label: t('permissions.vehicles'),
              children: (
                <Select
                  mode="multiple"
                  className="account-form__full"
                  value={deviceIds}
                  onChange={setDeviceIds}
                  optionFilterProp="label"
                  options={available.devices.map((d) => ({
                    value: d.id,
                    label: `${d.name} (${d.imei})`,
                  }))}
                />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}

/** Every change of credit: who, when, how much, why. */
export function LedgerDialog({
  target,
  onClose,
}: {
  target: AccountDetail | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['ledger', target?.id, page],
    queryFn: () => fetchLedger(target?.id, page, 20),
    enabled: target !== null,
  });
  return (
    <Modal
      open={target !== null}
      title={`${t('ledger.title')} · ${target?.userAccount ?? ''}`}
      footer={null}
      onCancel={onClose}
      width={900}
      destroyOnHidden
    >
      <Table
        rowKey="id"
        size="small"
        loading={query.isLoading}
        dataSource={query.data?.rows ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: query.data?.total ?? 0,
          onChange: setPage,
        }}
        scroll={{ x: 800 }}
        columns={[
          {
            title: t('ledger.at'),
            dataIndex: 'at',
            render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('ledger.account'), dataIndex: 'userAccount' },
          {
            title: t('ledger.kind'),
            dataIndex: 'kind',
            render: (kind: 'gps' | 'dvr') => t(`credit.${kind}`),
          },
          {
            title: t('ledger.change'),
            dataIndex: 'deltaDays',
            render: (delta: number) => (
              <Tag color={delta >= 0 ? 'green' : 'red'}>
                {delta >= 0 ? '+' : '−'}
                {t('yearsDays', splitCreditDays(Math.abs(delta)))}
              </Tag>
            ),
          },
          {
            title: t('ledger.balance'),
            dataIndex: 'balanceAfter',
            render: (days: number | null) => <CreditText days={days} />,
          },
          {
            title: t('ledger.reason'),
            dataIndex: 'reason',
            render: (reason: string) => t(`reasons.${reason}`),
          },
          {
            title: t('ledger.counterparty'),
            dataIndex: 'counterpartyAccount',
            render: (v: string | null) => v ?? '—',
          },
          {
            title: t('ledger.device'),
            dataIndex: 'deviceImei',
            render: (v: string | null) => v ?? '—',
          },
          { title: t('ledger.by'), dataIndex: 'actorAccount' },
        ]}
      />
    </Modal>
  );
}
