import { useState } from 'react';
import { App, Button, Checkbox, Progress, Space, Switch, Table, Tag, Tooltip } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  FileTextOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  MAX_VISIBLE_TAGS,
  addReportTag,
  initialMenuTags,
  setMenuTagSelected,
  swapTags,
  visibleTagCount,
  type CustomReportTag,
  type MenuTagSetting,
} from '@convoy/domain';
import { menuIcon } from '../../app/menu-icons';
import { useMenuTags, type MenuTagView } from '../../app/use-menu-tags';
import { useSaveSettings } from './use-save-settings';

/**
 * Menu: each entry's visibility in the menu and selection as a quick-navigation tag, their
 * order (swapping two positions), and the report shortcuts beside them.
 */
export function MenuTab() {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const save = useSaveSettings();
  const stored = useMenuTags();
  const [tags, setTags] = useState<MenuTagView[]>(stored.tags);
  const [reportTags, setReportTags] = useState<CustomReportTag[]>(stored.reportTags);

  const plain = (list: readonly MenuTagView[]): MenuTagSetting[] =>
    list.map(({ name, visible, selected }) => ({ name, visible, selected }));
  const count = visibleTagCount(plain(tags), reportTags);

  const swap = (from: number, to: number) => setTags((list) => swapTags(list, from, to));

  const select = (name: string, selected: boolean) => {
    const change = setMenuTagSelected(plain(tags), reportTags, name, selected);
    if (change.refused) {
      void message.warning(t('errors:shortcut.limitExceeded', { max: MAX_VISIBLE_TAGS }));
      return;
    }
    setTags((list) => list.map((tag) => (tag.name === name ? { ...tag, selected } : tag)));
  };

  const setShortcut = (report: CustomReportTag, shortcut: boolean) => {
    const others = reportTags.filter((r) => r.custom_id !== report.custom_id);
    if (shortcut) {
      const next = addReportTag(plain(tags), others, { ...report, shortcut: true });
      if (!next.at(-1)?.shortcut) {
        void message.warning(t('errors:shortcut.limitExceeded', { max: MAX_VISIBLE_TAGS }));
        return;
      }
    }
    setReportTags((list) =>
      list.map((r) => (r.custom_id === report.custom_id ? { ...r, shortcut } : r)),
    );
  };

  const restore = () => {
    const fresh = initialMenuTags();
    setTags((list) =>
      fresh.flatMap((tag) => {
        const view = list.find((v) => v.name === tag.name);
        return view ? [{ ...view, ...tag }] : [];
      }),
    );
  };

  return (
    <div className="menu-tab">
      <div className="menu-tab__summary">
        <div>
          <strong>{t('menuTab.visibleCount', { count, max: MAX_VISIBLE_TAGS })}</strong>
          <p className="menu-tab__hint">{t('menuTab.hint')}</p>
        </div>
        <Progress
          type="circle"
          size={52}
          percent={Math.round((count / MAX_VISIBLE_TAGS) * 100)}
          format={() => `${count}`}
          status={count >= MAX_VISIBLE_TAGS ? 'exception' : 'normal'}
        />
      </div>

      <Table<MenuTagView>
        size="small"
        rowKey="name"
        pagination={false}
        dataSource={tags}
        className="menu-tab__table"
        columns={[
          {
            title: t('menuTab.position'),
            width: 70,
            render: (_value, _tag, index) => index + 1,
          },
          {
            title: t('menuTab.entry'),
            render: (_value, tag) => (
              <Space>
                <span className="menu-tab__icon">{menuIcon(tag.name)}</span>
                <span>{t(`menu:${tag.name}`)}</span>
                {!tag.permitted && <Tag>{t('menuTab.notPermitted')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('menuTab.visible'),
            width: 110,
            render: (_value, tag) => (
              <Switch
                size="small"
                checked={tag.visible}
                aria-label={`${t('menuTab.visible')}: ${t(`menu:${tag.name}`)}`}
                onChange={(visible) =>
                  setTags((list) => list.map((v) => (v.name === tag.name ? { ...v, visible } : v)))
                }
              />
            ),
          },
          {
            title: t('menuTab.selected'),
            width: 110,
            render: (_value, tag) => (
              <Checkbox
                checked={tag.selected}
                aria-label={`${t('menuTab.selected')}: ${t(`menu:${tag.name}`)}`}
                onChange={(event) => select(tag.name, event.target.checked)}
              />
            ),
          },
          {
            title: t('menuTab.order'),
            width: 110,
            render: (_value, tag, index) => (
              <Space size={4}>
                <Tooltip title={t('menuTab.moveUp')}>
                  <Button
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    aria-label={`${t('menuTab.moveUp')}: ${t(`menu:${tag.name}`)}`}
                    onClick={() => swap(index, index - 1)}
                  />
                </Tooltip>
                <Tooltip title={t('menuTab.moveDown')}>
                  <Button
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === tags.length - 1}
                    aria-label={`${t('menuTab.moveDown')}: ${t(`menu:${tag.name}`)}`}
                    onClick={() => swap(index, index + 1)}
                  />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />

      <h3 className="menu-tab__subtitle">{t('menuTab.reports')}</h3>
      <Table<CustomReportTag>
        size="small"
        rowKey={(report) => String(report.custom_id)}
        pagination={false}
        dataSource={reportTags}
        locale={{ emptyText: t('menuTab.noReports') }}
        columns={[
          {
            title: t('menuTab.report'),
            render: (_value, report) => (
              <Space>
                <FileTextOutlined />
                {report.name}
              </Space>
            ),
          },
          {
            title: t('menuTab.shortcut'),
            width: 110,
            render: (_value, report) => (
              <Switch
                size="small"
                checked={report.shortcut}
                onChange={(shortcut) => setShortcut(report, shortcut)}
              />
            ),
          },
        ]}
      />

      <div className="settings-form__actions">
        <Button icon={<UndoOutlined />} onClick={restore}>
          {t('menuTab.restore')}
        </Button>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => save.mutate({ menu: { tags: plain(tags), reportTags } })}
        >
          {t('save')}
        </Button>
      </div>
    </div>
  );
}
