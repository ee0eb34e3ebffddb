/**
 * Every screen of SPEC.md §2 shown inside the main frame: its path, its title key and its
 * page folder. The router, the tag bar and the page titles all read this one table.
 */
import type { ComponentType } from 'react';
import { prefetchFleet } from '../pages/real-time-monitor/api/fleet-prefetch';

export interface FramePage {
  path: string;
  /** i18n key of the page title; menu entries use their menu title. */
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

export const FRAME_PAGES: readonly FramePage[] = [
  { path: '/home', title: 'common:pages.home', load: () => import('../pages/home') },
  { path: '/dashBoard', title: 'menu:dashboard', load: () => import('../pages/dash-board') },
  {
    path: '/realTimeMonitor',
    title: 'menu:realTimeMonitor',
    load: () => {
      prefetchFleet();
      return import('../pages/real-time-monitor');
    },
  },
  {
    path: '/trackPlayback',
    title: 'menu:trackPlayback',
    load: () => import('../pages/track-playback'),
  },
  { path: '/geoFence', title: 'menu:geoFence', load: () => import('../pages/geo-fence') },
  {
    path: '/geoFenceBind',
    title: 'common:pages.geoFenceBind',
    load: () => import('../pages/geo-fence-bind'),
  },
  {
    path: '/videoMonitor',
    title: 'menu:videoMonitor',
    load: () => import('../pages/video-monitor'),
  },
  {
    path: '/videoPlayback',
    title: 'menu:videoPlayback',
    load: () => import('../pages/video-playback'),
  },
  {
    path: '/statisticalReport',
    title: 'menu:statisticalReport',
    load: () => import('../pages/statistical-report'),
  },
  {
    path: '/activeSafety',
    title: 'common:pages.activeSafety',
    load: () => import('../pages/active-safety'),
  },
  {
    path: '/accountManage',
    title: 'menu:accountManage',
    load: () => import('../pages/account-manage'),
  },
  { path: '/otaManage', title: 'menu:otaManage', load: () => import('../pages/ota-manage') },
  {
    path: '/ruleManagement',
    title: 'menu:ruleManagement',
    load: () => import('../pages/rule-management'),
  },
  { path: '/rulePage', title: 'common:pages.rulePage', load: () => import('../pages/rule-page') },
  { path: '/logQuery', title: 'menu:logQuery', load: () => import('../pages/log-query') },
  { path: '/onlineUser', title: 'menu:onlineUser', load: () => import('../pages/online-user') },
  {
    path: '/flowAnalysis',
    title: 'menu:flowAnalysis',
    load: () => import('../pages/flow-analysis'),
  },
  {
    path: '/infoManagement',
    title: 'menu:infoManagement',
    load: () => import('../pages/info-management'),
  },
  {
    path: '/vehicleSetting',
    title: 'menu:vehicleSetting',
    load: () => import('../pages/vehicle-setting'),
  },
  {
    path: '/driverManagement',
    title: 'menu:driverManagement',
    load: () => import('../pages/driver-management'),
  },
  {
    path: '/pOIManagement',
    title: 'menu:pOIManagement',
    load: () => import('../pages/poi-management'),
  },
  { path: '/chargeManage', title: 'menu:autorenew', load: () => import('../pages/charge-manage') },
  {
    path: '/maintenanceManage',
    title: 'menu:maintenanceManage',
    load: () => import('../pages/maintenance-manage'),
  },
  {
    path: '/insuranceManage',
    title: 'menu:insuranceManage',
    load: () => import('../pages/insurance-manage'),
  },
  {
    path: '/certificateManage',
    title: 'menu:certificateManage',
    load: () => import('../pages/certificate-manage'),
  },
  {
    path: '/alarmView',
    title: 'common:pages.alarmView',
    load: () => import('../pages/alarm-view'),
  },
  {
    path: '/platformSetting',
    title: 'menu:platformSetting',
    load: () => import('../pages/platform-setting'),
  },
  {
    path: '/userSetting',
    title: 'menu:userSetting',
    load: () => import('../pages/user-setting'),
  },
  { path: '/help', title: 'menu:help', load: () => import('../pages/help') },
  { path: '/feedback', title: 'menu:feedback', load: () => import('../pages/feedback') },
  { path: '/about', title: 'menu:about', load: () => import('../pages/about') },
  {
    path: '/announcement',
    title: 'menu:announcement',
    load: () => import('../pages/announcement'),
  },
  // Pages for trying out components during development (SPEC.md §2 Test pages).
  {
    path: '/testTreeView',
    title: 'common:pages.testTreeView',
    load: () => import('../pages/test-tree-view'),
  },
  { path: '/testMap', title: 'common:pages.testMap', load: () => import('../pages/test-map') },
  { path: '/testView', title: 'common:pages.testView', load: () => import('../pages/test-view') },
  {
    path: '/winstonTest',
    title: 'common:pages.winstonTest',
    load: () => import('../pages/winston-test'),
  },
  {
    path: '/MQTTClient',
    title: 'common:pages.mqttClient',
    load: () => import('../pages/mqtt-client'),
  },
];

const BY_PATH = new Map(FRAME_PAGES.map((page) => [page.path, page]));

/** Title key of a frame page; paths are matched as the router does, ignoring a trailing slash. */
export function framePageTitle(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return BY_PATH.get(path)?.title;
}
