import { Empty } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuIcon } from './menu-icons';
import { useMenuTags } from './use-menu-tags';

/** Pages that fill a window of their own open in a new tab (SPEC.md §2). */
const NEW_TAB_PATHS: ReadonlySet<string> = new Set(['/bigtest']);

/**
 * The quick-navigation tags: the selected menu entries the account may open, then the
 * custom report shortcuts beside them.
 */
export function QuickNavigation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tags, reportTags } = useMenuTags();
  const menuTags = tags.filter((tag) => tag.selected && tag.visible && tag.permitted);
  const reports = reportTags.filter((tag) => tag.shortcut);

  if (menuTags.length === 0 && reports.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home:quickNav.empty')} />;
  }

  const open = (path: string | null) => {
    if (!path) return;
    if (NEW_TAB_PATHS.has(path)) window.open(path, '_blank', 'noopener');
    else void navigate(path);
  };

  return (
    <ul className="quick-nav" aria-label={t('home:quickNav.title')}>
      {menuTags.map(({ name, entry }) => (
        <li key={name}>
          <button
            type="button"
            className="quick-nav__tag"
            data-tag={name}
            onClick={() => open(entry.path)}
          >
            <span className="quick-nav__icon">{menuIcon(name)}</span>
            <span className="quick-nav__label">{t(`menu:${name}`)}</span>
          </button>
        </li>
      ))}
      {reports.map((report) => (
        <li key={`report-${String(report.custom_id)}`}>
          <button
            type="button"
            className="quick-nav__tag quick-nav__tag--report"
            data-tag={`report-${String(report.custom_id)}`}
            onClick={() =>
              open(`/statisticalReport?custom=${encodeURIComponent(String(report.custom_id))}`)
            }
          >
            <span className="quick-nav__icon">
              {report.icon_text ? (
                <span className="quick-nav__icon-text">{report.icon_text}</span>
              ) : (
                <FileTextOutlined />
              )}
            </span>
            <span className="quick-nav__label">{report.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
