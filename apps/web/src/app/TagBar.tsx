import { Button, Tabs, Tooltip } from 'antd';
import { CloseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useTagsStore } from '../state/tags-store';
import { framePageTitle } from './pages';
import { FALLBACK_HOME_PATH } from './session-guard';

/** Opened pages as tabs above the content, so operators switch screens in one click. */
export function TagBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const opened = useTagsStore((s) => s.opened);
  const close = useTagsStore((s) => s.close);
  const closeOthers = useTagsStore((s) => s.closeOthers);

  const items = opened.map((path) => {
    const title = framePageTitle(path);
    return { key: path, label: title ? t(title) : path, closable: opened.length > 1 };
  });

  return (
    <div className="tag-bar">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={pathname}
        items={items}
        onChange={(path) => void navigate(path)}
        onEdit={(target, action) => {
          if (action !== 'remove' || typeof target !== 'string') return;
          const next = close(target);
          if (target === pathname) void navigate(next ?? FALLBACK_HOME_PATH);
        }}
        tabBarExtraContent={
          opened.length > 1 ? (
            <Tooltip title={t('tags.closeOthers')}>
              <Button
                type="text"
                size="small"
                icon={<CloseCircleOutlined />}
                aria-label={t('tags.closeOthers')}
                onClick={() => closeOthers(pathname)}
              />
            </Tooltip>
          ) : null
        }
      />
    </div>
  );
}
