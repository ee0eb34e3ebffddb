import { useState } from 'react';
import { Alert, App, Badge, Button, Empty, Input, Space, Tabs, Tag, Typography } from 'antd';
import { CloudDownloadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/describe-error';
import type { CommandOutcome, ManagedDevice } from '../api/device-management';
import { useSendCommand } from '../hooks/use-devices';
import { expiryState } from '../utils/expiry';
import { PROTOCOL_NAMES } from '../utils/device-form';
import {
  NATIONAL_STANDARD_PROTOCOL,
  applyWrittenParameters,
  buildParameterSheet,
  collectParameterChanges,
  formatParameterId,
  reportedParameters,
  type ParameterError,
  type ParameterRow,
  type ParameterSheet,
} from '../utils/parameter-sheet';
import { CommandOutcomeView } from './CommandOutcome';

const OTHER_TAB = 'other';

/**
 * The national-standard parameter panel (SPEC.md §2): read the terminal's parameters, change
 * them in the units a person knows, and write back only what changed.
 */
export function ParameterPanel({ device }: { device: ManagedDevice }) {
  const { t } = useTranslation('device');
  if (device.protocol !== NATIONAL_STANDARD_PROTOCOL) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('parameterPanel.nationalOnlyTitle')}
        description={t('parameterPanel.nationalOnly', {
          protocol:
            PROTOCOL_NAMES[device.protocol as keyof typeof PROTOCOL_NAMES] ?? device.protocol,
        })}
      />
    );
  }
  return <NationalStandardParameters device={device} />;
}

function NationalStandardParameters({ device }: { device: ManagedDevice }) {
  const { t, i18n } = useTranslation('device');
  const { message } = App.useApp();
  const command = useSendCommand(device.imei);
  const [sheet, setSheet] = useState<ParameterSheet | null>(null);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Map<number, ParameterError>>(new Map());
  const [tab, setTab] = useState<string>('server');
  const [last, setLast] = useState<{ outcome?: CommandOutcome; failure: string | null } | null>(
    null,
  );
  const expired = expiryState(device.remainingDays) === 'expired';
  const dirty = Object.keys(edits).length > 0;

  const read = async () => {
    setLast(null);
    try {
      const outcome = await command.mutateAsync({
        imei: device.imei,
        type: 'queryParameters',
        params: {},
      });
      const parameters = outcome.result === 'success' ? reportedParameters(outcome.reply) : null;
      if (parameters) {
        setSheet(buildParameterSheet(parameters));
        setEdits({});
        setErrors(new Map());
        void message.success(t('parameterPanel.readDone', { total: parameters.length }));
      } else {
        setLast({ outcome, failure: null });
      }
    } catch (error) {
      setLast({ failure: describeError(error, i18n) });
    }
  };

  const save = async () => {
    if (!sheet) return;
    const { changes, errors: found } = collectParameterChanges(sheet, edits);
    setErrors(found);
    if (found.size > 0) {
      const first = [...found.keys()][0];
      const group = sheet.groups.find((g) => g.rows.some((row) => row.id === first));
      if (group) setTab(group.group);
      void message.error(t('parameterPanel.fixErrors'));
      return;
    }
    if (changes.length === 0) {
      void message.info(t('parameterPanel.noChanges'));
      return;
    }
    setLast(null);
    try {
      const outcome = await command.mutateAsync({
        imei: device.imei,
        type: 'setParameters',
        params: { parameters: changes },
      });
      setLast({ outcome, failure: null });
      if (outcome.result === 'success') {
        setSheet(applyWrittenParameters(sheet, changes));
        setEdits({});
      }
    } catch (error) {
      setLast({ failure: describeError(error, i18n) });
    }
  };

  const edit = (id: number, text: string) => {
    setEdits((current) => ({ ...current, [id]: text }));
    if (errors.has(id)) {
      setErrors((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      });
    }
  };

  const rowsOf = (rows: ParameterRow[]) =>
    rows.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('parameterPanel.groupEmpty')} />
    ) : (
      <div className="device-params">
        {rows.map((row) => (
          <ParameterField
            key={row.id}
            row={row}
            value={edits[row.id] ?? row.text}
            error={errors.get(row.id)}
            changed={edits[row.id] !== undefined && edits[row.id] !== row.text}
            onChange={(text) => edit(row.id, text)}
          />
        ))}
      </div>
    );

  const tabs = sheet
    ? [
        ...sheet.groups.map(({ group, rows }) => ({
          key: group,
          label: (
            <Space size={4}>
              {t(`parameterGroups.${group}`)}
              <Badge count={rows.length} showZero color="#8c8c8c" size="small" />
            </Space>
          ),
          children: rowsOf(rows),
        })),
        ...(sheet.other.length > 0
          ? [
              {
                key: OTHER_TAB,
                label: (
                  <Space size={4}>
                    {t('parameterGroups.other')}
                    <Badge count={sheet.other.length} color="#8c8c8c" size="small" />
                  </Space>
                ),
                children: rowsOf(sheet.other),
              },
            ]
          : []),
      ]
    : [];

  return (
    <div className="device-parameters">
      {expired && (
        <Alert type="error" showIcon title={t('errors:device.expired')} className="device-gap" />
      )}
      <div className="device-parameters__toolbar">
        <Space wrap>
          <Button
            type={sheet ? 'default' : 'primary'}
            icon={<CloudDownloadOutlined />}
            onClick={() => void read()}
            loading={command.isPending && command.variables.type === 'queryParameters'}
            disabled={
              expired || (command.isPending && command.variables.type !== 'queryParameters')
            }
          >
            {t('parameterPanel.read')}
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            onClick={() => void save()}
            loading={command.isPending && command.variables.type === 'setParameters'}
            disabled={!sheet || !dirty || expired || command.isPending}
          >
            {t('parameterPanel.save')}
          </Button>
          <Button
            icon={<UndoOutlined />}
            onClick={() => {
              setEdits({});
              setErrors(new Map());
            }}
            disabled={!dirty || command.isPending}
          >
            {t('parameterPanel.undo')}
          </Button>
        </Space>
      </div>

      <CommandOutcomeView
        pending={command.isPending}
        outcome={last?.outcome}
        failure={last?.failure ?? null}
      />

      {sheet ? (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={tabs}
          size="small"
          className="device-parameters__tabs"
        />
      ) : (
        !command.isPending && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('parameterPanel.notRead')}
            className="device-parameters__empty"
          />
        )
      )}
    </div>
  );
}

function ParameterField({
  row,
  value,
  error,
  changed,
  onChange,
}: {
  row: ParameterRow;
  value: string;
  error: ParameterError | undefined;
  changed: boolean;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation('device');
  const { definition } = row;
  const label = definition
    ? t(`parameters.${definition.key}`)
    : t('parameterPanel.unknownParameter', { id: formatParameterId(row.id) });
  const unit =
    definition && !['text', 'number', 'hex'].includes(definition.unit)
      ? t(`units.${definition.unit}`)
      : undefined;
  const inputId = `device-parameter-${row.id}`;
  return (
    <div className={`device-param${error ? ' device-param--error' : ''}`}>
      <label htmlFor={inputId} className="device-param__label">
        <span>{label}</span>
        <Typography.Text type="secondary" className="device-param__id">
          {formatParameterId(row.id)}
        </Typography.Text>
        {changed && <Tag color="blue">{t('parameterPanel.changed')}</Tag>}
      </label>
      <Input
        id={inputId}
        value={value}
        suffix={unit}
        readOnly={!row.editable}
        variant={row.editable ? 'outlined' : 'filled'}
        status={error ? 'error' : undefined}
        title={row.editable ? undefined : t('parameterPanel.readOnly')}
        onChange={(event) => onChange(event.target.value)}
        className={definition?.unit === 'hex' || !definition ? 'device-mono' : undefined}
      />
      {error && (
        <div className="device-param__error" role="alert">
          {error.key === 'validation.numberBetween'
            ? t('errors:validation.numberBetween', { min: error.min, max: error.max })
            : t('errors:generic.permissionDenied')}
        </div>
      )}
    </div>
  );
}
