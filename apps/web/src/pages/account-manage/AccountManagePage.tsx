import { useMemo, useState } from 'react';
import {
  App,
  Button,
  Card,
  Dropdown,
  Input,
  Space,
  Switch,
  Table,
  Tag,
  Tree,
  Typography,
} from 'antd';
import type { DataNode } from 'antd/es/tree';
import {
  DeleteOutlined,
  EditOutlined,
  KeyOutlined,
  LockOutlined,
  MoreOutlined,
  PlusOutlined,
  ReloadOutlined,
  SafetyOutlined,
  SwapOutlined,
  UndoOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ACCOUNT_MAX_LEVEL } from '@convoy/domain';
import {
  type AccountDetail,
  deleteUser,
  fetchSubUsers,
  purgeUser,
  recoverUser,
} from '../../api/accounts';
import { describeError } from '../../app/describe-error';
import { ChangePasswordDialog, UserInfoDialog } from '../user-center';
import { AccountFormDialog } from './AccountFormDialog';
import { CreditDialog, CreditText, LedgerDialog, PermissionsDialog } from './AccountDialogs';
import { buildTree, type TreeNode } from './credit-format';
import './account-manage.css';

function toTreeData(nodes: TreeNode<AccountDetail>[]): DataNode[] {
  return nodes.map(({ item, children }) => ({
    key: item.id,
    title: (
      <span className={item.deleted ? 'account-tree__deleted' : undefined}>
        {item.nickName} <Typography.Text type="secondary">({item.userAccount})</Typography.Text>
      </span>
    ),
    children: toTreeData(children),
  }));
}

/** /accountManage: the sub-account tree and table, with every account operation. */
export function AccountManagePage() {
  const { t, i18n } = useTranslation('account');
  const { message, modal } = App.useApp();
  const [showDeleted, setShowDeleted] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<{ open: boolean; editing: AccountDetail | null }>({
    open: false,
    editing: null,
  });
  const [creditTarget, setCreditTarget] = useState<AccountDetail | null>(null);
  const [permissionsTarget, setPermissionsTarget] = useState<AccountDetail | null>(null);
  const [ledgerTarget, setLedgerTarget] = useState<AccountDetail | null>(null);
  const [dialog, setDialog] = useState<'info' | 'password' | 'transfer' | null>(null);

  const query = useQuery({
    queryKey: ['sub-users', showDeleted],
    queryFn: () => fetchSubUsers(showDeleted),
  });
  const accounts = useMemo(() => query.data ?? [], [query.data]);
  const me = accounts[0];
  const byId = useMemo(() => new Map(accounts.map((a) => [a.id, a])), [accounts]);
  const tree = useMemo(() => buildTree(accounts), [accounts]);

  const rows = useMemo(() => {
    const root = selected ?? me?.id;
    // The selected account's sub-accounts, all the way down.
    const within = new Set<string>();
    const collect = (id: string) => {
      for (const a of accounts)
        if (a.parentId === id) {
          within.add(a.id);
          collect(a.id);
        }
    };
    if (root) collect(root);
    const needle = search.trim().toLowerCase();
    return accounts.filter(
      (a) =>
        within.has(a.id) &&
        (!needle ||
          a.userAccount.toLowerCase().includes(needle) ||
          a.nickName.toLowerCase().includes(needle)),
    );
  }, [accounts, selected, me, search]);

  const act = useMutation({
    mutationFn: ({ action, id }: { action: 'delete' | 'recover' | 'purge'; id: string }) =>
      action === 'delete' ? deleteUser(id) : action === 'recover' ? recoverUser(id) : purgeUser(id),
    onSuccess: (_v, { action }) => {
      void message.success(
        t(
          action === 'delete'
            ? 'messages.deleted'
            : action === 'recover'
              ? 'messages.recovered'
              : 'messages.purged',
        ),
      );
      void query.refetch();
    },
    onError: (error) => void message.error(describeError(error, i18n)),
  });

  const confirm = (action: 'delete' | 'purge', account: AccountDetail): void => {
    modal.confirm({
      title: t(`actions.${action}`),
      content: t(`confirm.${action}`, { account: account.userAccount }),
      okButtonProps: { danger: true },
      okText: t(`actions.${action}`),
      cancelText: t('actions.cancel'),
      onOk: () => act.mutateAsync({ action, id: account.id }),
    });
  };

  const refresh = () => void query.refetch();
  const defaultParent =
    selected && byId.get(selected) && !byId.get(selected)?.deleted ? selected : (me?.id ?? '');

  return (
    <div className="account-manage">
      <Card className="account-manage__tree" title={t('tree.title')} size="small">
        <Tree
          blockNode
          defaultExpandAll
          key={accounts.length}
          treeData={toTreeData(tree)}
          selectedKeys={selected ? [selected] : []}
          onSelect={(keys) => setSelected(keys[0] ? String(keys[0]) : null)}
        />
      </Card>
      <Card
        className="account-manage__table"
        size="small"
        title={
          <Space wrap>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={(byId.get(defaultParent)?.level ?? ACCOUNT_MAX_LEVEL) >= ACCOUNT_MAX_LEVEL}
              onClick={() => setForm({ open: true, editing: null })}
            >
              {t('actions.add')}
            </Button>
            <Input.Search
              allowClear
              placeholder={t('tree.search')}
              onSearch={setSearch}
              onChange={(e) => !e.target.value && setSearch('')}
              className="account-manage__search"
            />
            <Space size={4}>
              <Switch
                size="small"
                checked={showDeleted}
                onChange={setShowDeleted}
                aria-label={t('actions.showDeleted')}
              />
              <span>{t('actions.showDeleted')}</span>
            </Space>
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<UserOutlined />} onClick={() => setDialog('info')}>
              {t('actions.myInfo')}
            </Button>
            <Button icon={<LockOutlined />} onClick={() => setDialog('password')}>
              {t('actions.changePassword')}
            </Button>
            <Button icon={<KeyOutlined />} onClick={() => setDialog('transfer')}>
              {t('actions.transferPassword')}
            </Button>
            <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={t('actions.refresh')} />
          </Space>
        }
      >
        <Table<AccountDetail>
          rowKey="id"
          size="small"
          loading={query.isLoading}
          dataSource={rows}
          scroll={{ x: 1100 }}
          pagination={{
            pageSizeOptions: [10, 20, 30, 50],
            defaultPageSize: 20,
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => total,
          }}
          columns={[
            { title: t('columns.account'), dataIndex: 'userAccount', fixed: 'left' },
            { title: t('columns.nickName'), dataIndex: 'nickName' },
            { title: t('columns.level'), dataIndex: 'level', width: 70 },
            {
              title: t('columns.status'),
              render: (_v, a) =>
                a.deleted ? (
                  <Tag color="red">{t('status.deleted')}</Tag>
                ) : a.activated ? (
                  <Tag color="green">{t('status.active')}</Tag>
                ) : (
                  <Tag>{t('status.inactive')}</Tag>
                ),
            },
            {
              title: t('columns.expiry'),
              dataIndex: 'expiry',
              render: (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD') : t('noExpiry')),
            },
            {
              title: t('columns.gpsCredit'),
              dataIndex: 'gpsCreditDays',
              render: (v: number | null) => <CreditText days={v} />,
            },
            {
              title: t('columns.dvrCredit'),
              dataIndex: 'dvrCreditDays',
              render: (v: number | null) => <CreditText days={v} />,
            },
            {
              title: t('columns.devices'),
              render: (_v, a) =>
                `${a.deviceCount}${a.deviceLimit !== null ? ` / ${a.deviceLimit}` : ''}`,
            },
            { title: t('columns.phone'), dataIndex: 'phone' },
            { title: t('columns.email'), dataIndex: 'email' },
            {
              title: t('columns.actions'),
              fixed: 'right',
              width: 200,
              render: (_v, a) =>
                a.deleted ? (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      icon={<UndoOutlined />}
                      onClick={() => act.mutate({ action: 'recover', id: a.id })}
                    >
                      {t('actions.recover')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => confirm('purge', a)}
                    >
                      {t('actions.purge')}
                    </Button>
                  </Space>
                ) : (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setForm({ open: true, editing: a })}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      icon={<SwapOutlined />}
                      onClick={() => setCreditTarget(a)}
                    >
                      {t('actions.credit')}
                    </Button>
                    <Dropdown
                      trigger={['click']}
                      menu={{
                        items: [
                          {
                            key: 'permissions',
                            icon: <SafetyOutlined />,
                            label: t('actions.permissions'),
                          },
                          { key: 'ledger', icon: <SwapOutlined />, label: t('actions.ledger') },
                          { type: 'divider' },
                          {
                            key: 'delete',
                            icon: <DeleteOutlined />,
                            danger: true,
                            label: t('actions.delete'),
                          },
                        ],
                        onClick: ({ key }) => {
                          if (key === 'permissions') setPermissionsTarget(a);
                          if (key === 'ledger') setLedgerTarget(a);
                          if (key === 'delete') confirm('delete', a);
                        },
                      }}
                    >
                      <Button
                        type="text"
                        size="small"
                        icon={<MoreOutlined />}
                        aria-label={t('actions.more')}
                      />
                    </Dropdown>
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <AccountFormDialog
        open={form.open}
        editing={form.editing}
        accounts={accounts.filter((a) => !a.deleted)}
        defaultParentId={defaultParent}
        onClose={() => setForm({ open: false, editing: null })}
        onSaved={refresh}
      />
      <CreditDialog
        target={creditTarget}
        parent={creditTarget?.parentId ? byId.get(creditTarget.parentId) : undefined}
        onClose={() => setCreditTarget(null)}
        onDone={refresh}
      />
      <PermissionsDialog
        target={permissionsTarget}
        onClose={() => setPermissionsTarget(null)}
        onDone={refresh}
      />
      <LedgerDialog target={ledgerTarget} onClose={() => setLedgerTarget(null)} />
      <UserInfoDialog
        open={dialog === 'info'}
        onClose={() => {
          setDialog(null);
          refresh();
        }}
      />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangePasswordDialog open={dialog === 'transfer'} transfer onClose={() => setDialog(null)} />
    </div>
  );
}
