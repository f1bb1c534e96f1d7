import { categoryNavigation } from '../categories/navigation';
import { categoryRoutes } from '../categories/routes';
import { departmentNavigation } from '../departments/navigation';
import { departmentRoutes } from '../departments/routes';
import { donateeNavigation } from '../donatees/navigation';
import { donateeRoutes } from '../donatees/routes';
import { menuNavigation } from '../menus/navigation';
import { menuRoutes } from '../menus/routes';
import { tableNavigation } from '../tables/navigation';
import { tableRoutes } from '../tables/routes';
import { tagNavigation } from '../tags/navigation';
import { tagRoutes } from '../tags/routes';

/**
 * The six catalogue modules of issue 13 in one place, so remote-app.tsx and the layout's
 * module list each take them with one line.
 */
export const catalogueModuleRoutes = [
  ...menuRoutes,
  ...categoryRoutes,
  ...tagRoutes,
  ...departmentRoutes,
  ...donateeRoutes,
  ...tableRoutes,
];

export const catalogueModuleNavigation = [
  menuNavigation,
  categoryNavigation,
  tagNavigation,
  departmentNavigation,
  donateeNavigation,
  tableNavigation,
];
