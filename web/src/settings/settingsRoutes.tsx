import type { RouteObject } from 'react-router';
import { HospitalSettingsPage, hospitalSettingsLoader } from '../clinic/HospitalSettingsPage';
import { SettingsPage, settingsLoader } from './SettingsPage';

export const settingsRoutes: RouteObject[] = [
  { path: 'settings', loader: settingsLoader, element: <SettingsPage /> },
  { path: 'hospital-setting', loader: hospitalSettingsLoader, element: <HospitalSettingsPage /> },
];
